import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';
import { StorePage } from './features/store-list/components/store-page';
import { ProductPage } from './features/product-detail/components/product-page';

const CartPage = onDemand(() => import('./features/cart/components/cart-page').then((m) => ({ default: m.CartPage })));

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'store'>, ComponentType> = {
  store: StorePage,
  product: ProductPage,
  cart: CartPage,
};
