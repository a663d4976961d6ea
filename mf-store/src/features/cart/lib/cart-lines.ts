import { type CartItem } from '@kora/shared';
import { toMinorUnits } from '@kora/shared/format';
import type { CartLineInput, CartQuoteRequest, CreateOrderRequest } from '@kora/shared/contracts';

/** The product a cart item stands for; items kept from an old version may carry a non-numeric id. */
export function productIdOf(item: CartItem): number | null {
  const id = Number(item.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The lines as the API prices them, each with the unit price the cart shows (to flag a change). */
export function cartLines(items: readonly CartItem[]): CartLineInput[] {
  return items.flatMap((item) => {
    const productId = productIdOf(item);
    if (productId === null) return [];
    return [{ productId, quantity: item.quantity, seenPriceMinor: toMinorUnits(item.price, 'EUR') }];
  });
}

/** What the server prices: the lines and the promo code, if any. */
export function quoteRequest(items: readonly CartItem[], promoCode: string | null): CartQuoteRequest {
  const lines = cartLines(items);
  return promoCode ? { lines, promoCode } : { lines };
}

/** The order payload of the spec: items with id, quantity and unit price. */
export function orderItems(items: readonly CartItem[]): NonNullable<CreateOrderRequest['items']> {
  return items.flatMap((item) => {
    const id = productIdOf(item);
    return id === null ? [] : [{ id, quantity: item.quantity, price: item.price }];
  });
}
