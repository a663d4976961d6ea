import { href } from '@kora/shared';

/** The query parameter the API adds to the cart's return address: the order the payer comes back from. */
export const ORDER_RETURN_PARAM = 'order';

/**
 * Where the mobile-money page sends the payer back, paid or not: this cart, on the page's own origin
 * (the API adds the order's id); the cart then shows the order's state.
 */
export function cartReturnAddresses(): { successUrl: string; cancelUrl: string } {
  const cart = `${window.location.origin}${href('cart')}`;
  return { successUrl: cart, cancelUrl: cart };
}

/** The order id of a return address, or null when the cart was opened otherwise. */
export function returnedOrderId(search: URLSearchParams): number | null {
  const id = Number(search.get(ORDER_RETURN_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}
