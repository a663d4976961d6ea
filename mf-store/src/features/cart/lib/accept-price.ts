import { useCartStore, type CartItem } from '@kora/shared';

/** Takes the server's new unit price into the cart, the line keeping its place and quantity. */
export function acceptPrice(item: CartItem, price: number): void {
  useCartStore.getState().setPrice(item.id, price);
}
