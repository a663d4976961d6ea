import { useEffect, useState } from 'react';
import { useTranslation, type CartItem } from '@kora/shared';
import { useCartQuote } from './use-cart-quote';

const sameCode = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * The cart priced by the server with the buyer's promo code. A refused code is dropped (the cart prices
 * without it) and the server's reason kept to show.
 */
export function useCartPricing(items: readonly CartItem[]) {
  const { t } = useTranslation('store');
  const [code, setCode] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const quote = useCartQuote(items, code);
  const answer = quote.quote?.promo ?? null;
  const answered = quote.current && code !== null && answer !== null && sameCode(answer.code, code);

  useEffect(() => {
    if (!answered || !answer || answer.applied) return;
    setRefusal(answer.message ?? t('cart.promo.refused'));
    setCode(null);
  }, [answered, answer, t]);

  return {
    quote,
    promo: {
      /** The code as the server applied it, once it has. */
      applied: answered && answer?.applied ? answer.code : null,
      refusal,
      apply(next: string) {
        setRefusal(null);
        setCode(next);
      },
      remove() {
        setRefusal(null);
        setCode(null);
      },
    },
  };
}
