import { useMemo } from 'react';
import { keepPreviousData, read, useDebouncedValue, useQuery, type CartItem } from '@kora/shared';
import type { CartQuoteRequest, QuotedLine } from '@kora/shared/contracts';
import { quoteCart } from '@kora/shared/contracts/endpoints';
import { quoteRequest } from '../lib/cart-lines';

/** How long the cart waits for the buyer to stop changing it before asking the server again. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * The cart priced by the server, asked again once the lines or the promo code stop changing. The last
 * answer stays on screen meanwhile; `current` says it prices exactly what the cart holds now.
 */
export function useCartQuote(items: readonly CartItem[], promoCode: string | null) {
  const request = useMemo(() => quoteRequest(items, promoCode), [items, promoCode]);
  const requestKey = JSON.stringify(request);
  const settledKey = useDebouncedValue(requestKey, QUOTE_DEBOUNCE_MS);
  const settled = useMemo(() => JSON.parse(settledKey) as CartQuoteRequest, [settledKey]);
  const query = useQuery({
    // Keyed under the buyer: Premium's discount and a code used once per account depend on who asks.
    ...read(quoteCart, { body: settled }),
    // Stock and prices move: a cart visited again is priced again.
    staleTime: 0,
    enabled: settled.lines.length > 0,
    placeholderData: keepPreviousData,
  });
  const quote = query.data ?? null;
  const current = settledKey === requestKey && query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const lineOf = (productId: number | null): QuotedLine | null =>
    quote?.lines.find((line) => line.productId === productId) ?? null;
  const hasProblem = quote?.lines.some((line) => line.problem !== null) ?? false;
  return { request, query, quote, current, lineOf, hasProblem };
}

export type CartQuoteState = ReturnType<typeof useCartQuote>;
