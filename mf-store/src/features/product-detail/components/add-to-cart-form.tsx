import { useState } from 'react';
import { QuantityInput, useCartStore, useTranslation } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import { quantityInCart } from '../../../common/cart/stock-room';
import { useAddToCart } from '../../../common/cart/use-add-to-cart';

/**
 * How many to add, and Add to cart. The quantity never goes past what the stock leaves once the cart's
 * own units of this product are counted; out of stock, nothing can be added.
 */
export function AddToCartForm({ product }: { product: Product }) {
  const { t } = useTranslation('store');
  const add = useAddToCart();
  const inCart = useCartStore((state) => quantityInCart(state.items, product.id));
  const room = Math.max(0, product.stock - inCart);
  const [chosen, setChosen] = useState(1);
  const quantity = Math.max(1, Math.min(chosen, room));

  if (product.stock <= 0) {
    return (
      <button type="button" className="kora-button kora-button--accent" disabled>
        {t('common.addToCart')}
      </button>
    );
  }

  return (
    <form
      className="kora-product-detail__buy"
      onSubmit={(event) => {
        event.preventDefault();
        if (add(product, quantity) > 0) setChosen(1);
      }}
    >
      <QuantityInput
        label={t('detail.quantity')}
        value={quantity}
        max={Math.max(1, room)}
        onChange={setChosen}
        disabled={room === 0}
        atMax={inCart > 0 ? t('detail.roomLeft', { count: room, inCart }) : t('detail.onlyInStock', { count: room })}
      />
      {room === 0 && (
        <p className="kora-product-detail__all-in-cart" role="status">
          {t('common.cart.allInCart', { count: product.stock })}
        </p>
      )}
      <button type="submit" className="kora-button kora-button--accent" disabled={room === 0}>
        {t('common.addToCart')}
      </button>
    </form>
  );
}
