import { type CartItem } from '@kora/shared';
import { fromMinorUnits } from '@kora/shared/format';
import type { CartLineInput, CartQuoteRequest, CreateOrderRequest } from '@kora/shared/contracts';

/** An amount as the API's contracts carry it: an integer of its currency's minor unit (cents). */
export interface MinorAmount {
  priceMinor: number;
  currency: string;
}

/** The store sets and charges its prices in euros. */
const STORE_CURRENCY = 'EUR';

/** The product a cart item stands for; items kept from an old version may carry a non-numeric id. */
export function productIdOf(item: CartItem): number | null {
  const id = Number(item.id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A cart item's unit price in cents, as the kernel's cart keeps it: every sum below is of integers. */
export function unitPriceOf(item: CartItem): MinorAmount {
  return { priceMinor: item.priceMinor, currency: STORE_CURRENCY };
}

/** The line's price: its unit price times its quantity. */
export function linePriceOf(item: CartItem): MinorAmount {
  return { priceMinor: unitPriceOf(item).priceMinor * item.quantity, currency: STORE_CURRENCY };
}

/** The cart's own sum of its lines, shown until the server has priced it. */
export function cartTotalOf(items: readonly CartItem[]): MinorAmount {
  const priceMinor = items.reduce((sum, item) => sum + linePriceOf(item).priceMinor, 0);
  return { priceMinor, currency: STORE_CURRENCY };
}

/** The lines as the API prices them, each with the unit price the cart shows (to flag a change). */
export function cartLines(items: readonly CartItem[]): CartLineInput[] {
  return items.flatMap((item) => {
    const productId = productIdOf(item);
    if (productId === null) return [];
    return [{ productId, quantity: item.quantity, seenPriceMinor: unitPriceOf(item).priceMinor }];
  });
}

/** What the server prices: the lines and the promo code, if any. */
export function quoteRequest(items: readonly CartItem[], promoCode: string | null): CartQuoteRequest {
  const lines = cartLines(items);
  return promoCode ? { lines, promoCode } : { lines };
}

/** The order payload of the spec: items with id, quantity and unit price (in euros, as the spec has it). */
export function orderItems(items: readonly CartItem[]): NonNullable<CreateOrderRequest['items']> {
  return items.flatMap((item) => {
    const id = productIdOf(item);
    return id === null ? [] : [{ id, quantity: item.quantity, price: fromMinorUnits(item.priceMinor, STORE_CURRENCY) }];
  });
}
