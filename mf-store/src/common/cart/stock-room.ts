import type { CartItem, NewCartItem } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';

/** How many of the product the cart already holds. */
export function quantityInCart(items: readonly CartItem[], productId: Product['id']): number {
  return items.find((item) => String(item.id) === String(productId))?.quantity ?? 0;
}

/** How many more the buyer may add: the cart never holds more than the stock. */
export function roomInStock(product: Pick<Product, 'id' | 'stock'>, items: readonly CartItem[]): number {
  return Math.max(0, product.stock - quantityInCart(items, product.id));
}

/** The cart line for a product (its price in minor units, converted only for display). */
export function cartItemOf(product: Product): NewCartItem {
  return {
    id: product.id,
    name: product.name,
    priceMinor: product.priceMinor,
    currency: product.currency,
    ...(product.image ? { image: product.image } : {}),
  };
}
