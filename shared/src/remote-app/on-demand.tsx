import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@kora/shared';

type ScreenModule<Name extends string> = { [K in Name]: ComponentType };

/**
 * A screen fetched when first visited, so a page's code comes with that page; while it comes, a
 * screen-sized loading state holds the page's height:
 * `onDemand(() => import('./pages/news-page'), 'NewsPage')`.
 */
export function onDemand<Name extends string>(load: () => Promise<ScreenModule<Name>>, name: Name): ComponentType;
/** The same, from a loader that gives the screen as its default export. */
export function onDemand(load: () => Promise<{ default: ComponentType }>): ComponentType;
export function onDemand(load: () => Promise<Record<string, ComponentType>>, name = 'default'): ComponentType {
  const Screen: LazyExoticComponent<ComponentType> = lazy(() => load().then((module) => ({ default: module[name] })));
  return function OnDemandScreen() {
    return (
      <Suspense fallback={<LoadingState size="screen" />}>
        <Screen />
      </Suspense>
    );
  };
}
