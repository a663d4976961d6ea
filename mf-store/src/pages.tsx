import type { ComponentType } from 'react';
import { queryClient, read, type RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';
import { getProduct } from '@kora/shared/contracts/endpoints';
import { prefetchProductList } from './features/store-list/api/product-list';

// Each screen is its own chunk, fetched with its first visit: the list never downloads a product's carousels.
// The list's or the product's first data is asked for with the screen's code.
const StorePage = onDemand(
  () => import(/* webpackChunkName: "screen-store" */ './features/store-list/components/store-page'),
  'StorePage',
  {
    prefetch: prefetchProductList,
  },
);
const ProductPage = onDemand(
  () => import(/* webpackChunkName: "screen-product" */ './features/product-detail/components/product-page'),
  'ProductPage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getProduct, { params: { id: Number(params.id) } })),
  },
);
const CartPage = onDemand(
  () => import(/* webpackChunkName: "screen-cart" */ './features/cart/components/cart-page'),
  'CartPage',
);

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'store'>, ComponentType> = {
  store: StorePage,
  product: ProductPage,
  cart: CartPage,
};
