import { useCartStore, type CartItem } from '@kora/shared';
import type { MinorAmount } from './cart-lines';

/** Takes the server's new unit price into the cart, the line keeping its place and quantity. */
export function acceptPrice(item: CartItem, price: MinorAmount): void {
  useCartStore.getState().setPriceMinor(item.id, price.priceMinor);
}
