import { useCallback } from 'react';
import { notify, useCartStore, useTranslation } from '@kora/shared';
import type { Product } from '@kora/shared/contracts';
import { cartItemOf, roomInStock } from './stock-room';

/**
 * Adds a product to the kernel's cart (an item already there has its quantity increased), never past
 * the stock, and says with a toast what happened. Answers how many were added.
 */
export function useAddToCart(): (product: Product, quantity?: number) => number {
  const { t } = useTranslation('store');
  return useCallback(
    (product, quantity = 1) => {
      const room = roomInStock(product, useCartStore.getState().items);
      if (room <= 0) {
        notify(
          product.stock <= 0 ? t('common.outOfStock') : t('common.cart.allInCart', { count: product.stock }),
          'error',
        );
        return 0;
      }
      const added = Math.min(Math.max(1, Math.floor(quantity)), room);
      useCartStore.getState().add(cartItemOf(product), added);
      notify(t('common.cart.added', { count: added, name: product.name }), 'success');
      return added;
    },
    [t],
  );
}
