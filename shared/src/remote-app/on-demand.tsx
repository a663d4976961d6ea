import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '../ui/states';

/**
 * A screen fetched when first visited, so a page's code comes with that page:
 * `onDemand(() => import('./features/x/components/x-page').then((m) => ({ default: m.XPage })))`.
 */
export function onDemand(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen: LazyExoticComponent<ComponentType> = lazy(load);
  return function OnDemandScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  };
}
