import { useTranslation } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import { useAddToCart } from '../cart/use-add-to-cart';

/** Adds one of the product to the cart; disabled when it is out of stock. */
export function AddToCartButton({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const add = useAddToCart();
  return (
    <button
      type="button"
      className="kora-button kora-button--accent kora-product-card__add"
      disabled={product.stock <= 0}
      onClick={() => add(product, 1)}
    >
      {t('common.addToCart')}
      <span className="kora-visually-hidden"> ({product.title})</span>
    </button>
  );
}
