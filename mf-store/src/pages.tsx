import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'store'>, ComponentType> = {
  store: () => <ScreenFrame area="store" screen="store" />,
  product: () => <ScreenFrame area="store" screen="product" />,
  cart: () => <ScreenFrame area="store" screen="cart" />,
};
