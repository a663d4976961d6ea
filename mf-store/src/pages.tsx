import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState, type RouteIdOf } from '@kora/shared';
import { StorePage } from './features/store-list/components/store-page';
import { ProductPage } from './features/product-detail/components/product-page';

/** A screen fetched when first visited: the checkout (and the card provider's script) stays off /store. */
function onDemand(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen: LazyExoticComponent<ComponentType> = lazy(load);
  return function OnDemandScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  };
}

const CartPage = onDemand(() => import('./features/cart/components/cart-page').then((m) => ({ default: m.CartPage })));

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'store'>, ComponentType> = {
  store: StorePage,
  product: ProductPage,
  cart: CartPage,
};
