import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@kora/shared';

type ScreenModule<Name extends string> = { [K in Name]: ComponentType };

/** A screen whose code can be asked for before it renders (the remote does it for the page it opens on). */
export type OnDemandScreen = ComponentType & { preload: () => void };

/**
 * A screen fetched when first visited, so a page's code comes with that page; while it comes, a
 * screen-sized loading state holds the page's height:
 * `onDemand(() => import('./pages/news-page'), 'NewsPage')`.
 */
export function onDemand<Name extends string>(load: () => Promise<ScreenModule<Name>>, name: Name): OnDemandScreen;
/** The same, from a loader that gives the screen as its default export. */
export function onDemand(load: () => Promise<{ default: ComponentType }>): OnDemandScreen;
export function onDemand(load: () => Promise<Record<string, ComponentType>>, name = 'default'): OnDemandScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  // Once the code is here, a screen drawn afterwards shows at once: no loading state, which React would
  // otherwise keep on screen for a moment to avoid a flash.
  let loaded: ComponentType | null = null;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name];
      return { default: module[name] };
    }));
  const Screen: LazyExoticComponent<ComponentType> = lazy(() =>
    loadOnce().catch((error: unknown) => {
      loading = null;
      throw error;
    }),
  );
  function Lazy() {
    // Decided once per mount, so the screen is never drawn anew (losing its state) when its code arrives.
    const [ready] = useState(() => loaded);
    if (ready) {
      const Ready = ready;
      return <Ready />;
    }
    return (
      <Suspense fallback={<LoadingState size="screen" />}>
        <Screen />
      </Suspense>
    );
  }
  return Object.assign(Lazy, { preload: () => void loadOnce().catch(() => (loading = null)) });
}
