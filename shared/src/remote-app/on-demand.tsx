import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '@kora/shared';

type ScreenModule<Name extends string> = { [K in Name]: ComponentType };

/** An address a screen is about to show: where, its route's parameters and its query string. */
export interface ScreenAddress {
  params: Record<string, string>;
  search: URLSearchParams;
}

/**
 * A screen whose code can be asked for before it renders (the remote does it for the page it opens on, the
 * shell for a hovered link), with the first data it will show at that address.
 */
export type OnDemandScreen = ComponentType & {
  /**
   * Settles once the code and the first data are here (never rejects: a screen whose code failed asks again
   * when drawn, a read that failed is the screen's to show).
   */
  preload: (address?: ScreenAddress) => Promise<void>;
};

export interface OnDemandOptions {
  /**
   * Starts the screen's first read for an address (a `queryClient.prefetchQuery` of the options the
   * screen uses), so the data is on its way with the code instead of after it. Answers the prefetch's
   * promise, or nothing when it starts no read.
   */
  prefetch?: (address: ScreenAddress) => Promise<unknown> | undefined;
}

/**
 * A screen fetched when first visited, so a page's code comes with that page; while it comes, a
 * screen-sized loading state holds the page's height:
 * `onDemand(() => import('./pages/news-page'), 'NewsPage')`.
 */
export function onDemand<Name extends string>(
  load: () => Promise<ScreenModule<Name>>,
  name: Name,
  options?: OnDemandOptions,
): OnDemandScreen;
/** The same, from a loader that gives the screen as its default export. */
export function onDemand(load: () => Promise<{ default: ComponentType }>): OnDemandScreen;
export function onDemand(
  load: () => Promise<Record<string, ComponentType>>,
  name = 'default',
  { prefetch }: OnDemandOptions = {},
): OnDemandScreen {
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
  const preload = (address?: ScreenAddress) => {
    const code = loadOnce().then(
      () => undefined,
      () => {
        loading = null;
      },
    );
    const data = address && prefetch ? prefetch(address) : undefined;
    return Promise.all([code, data]).then(() => undefined);
  };
  return Object.assign(Lazy, { preload });
}
