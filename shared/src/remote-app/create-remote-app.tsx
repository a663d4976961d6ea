import React, { type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
// Kernel pieces through the package name: this entry is shared on its own, and must use the page's
// one kernel instance (one i18n, one session store), never a copy bundled beside it.
import {
  addTranslations,
  AreaScope,
  holdsServerMarkup,
  i18n,
  PageQueryProvider,
  ROUTES,
  matchRoute,
  routesOf,
  SectionUnavailable,
  withTimeout,
  type RemoteAppName,
  type RouteIdOf,
} from '@kora/shared';
import { AreaErrorBoundary } from './error-boundary';
import type { OnDemandScreen } from './on-demand';
import { SignInGate } from './sign-in-gate';
import { timeSlicedRoots } from './time-sliced-roots';

type Translations = Parameters<typeof addTranslations>[1];

export interface RemoteAppOptions<A extends RemoteAppName> {
  app: A;
  /** One page per route the route table gives this app. */
  pages: Record<RouteIdOf<A>, ComponentType>;
  translations: Translations;
}

const inTheBrowser = (tree: ReactNode) => <BrowserRouter>{tree}</BrowserRouter>;

/**
 * What every piece of a remote renders inside: translations, the page's one query cache, its own
 * router (the server's draw gives one at its address), a contained error boundary.
 */
export function AreaRoot({
  area,
  children,
  router = inTheBrowser,
}: {
  area: RemoteAppName;
  children: ReactNode;
  router?: (tree: ReactNode) => ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <PageQueryProvider>
        {router(
          <AreaScope area={area}>
            <AreaErrorBoundary area={area}>{children}</AreaErrorBoundary>
          </AreaScope>,
        )}
      </PageQueryProvider>
    </I18nextProvider>
  );
}

/** A remote's screens, one per route the route table gives it (those that need an account behind the gate). */
export function AppRoutes<A extends RemoteAppName>({ app, pages }: Pick<RemoteAppOptions<A>, 'app' | 'pages'>) {
  return (
    <Routes>
      {routesOf(app).map((id) => {
        const Page: ComponentType = pages[id];
        const route = ROUTES[id] as { path: string; signInRequired?: boolean };
        const page = <Page />;
        return (
          <Route
            key={id}
            path={route.path}
            element={route.signInRequired ? <SignInGate>{page}</SignInGate> : page}
          />
        );
      })}
    </Routes>
  );
}

/** Past this, a screen whose first data has not come draws without it, and the server's markup is drawn anew. */
const LONGEST_WAIT_FOR_FIRST_DATA_MS = 5_000;

/**
 * single-spa-react lifecycles that add the area's translations before the first render. Mounted on the
 * block the site's server drew (see time-sliced-roots), the first render waits for `firstScreen` too (the
 * screen's code and first reads), so that it renders what the server drew and takes that markup over.
 */
function areaLifecycles(
  area: RemoteAppName,
  rootComponent: () => ReactNode,
  translations: Translations,
  firstScreen: Promise<void> = Promise.resolve(),
) {
  // The outermost boundary is the kernel's, so that even a failure of the area's providers offers a
  // Retry that mounts the area again, never one that reloads the page (and stops the player).
  const Root = rootComponent as () => ReactNode;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: timeSlicedRoots as never,
    rootComponent: () => (
      <AreaErrorBoundary area={area}>
        <Root />
      </AreaErrorBoundary>
    ),
    errorBoundary: () => <SectionUnavailable />,
  });
  // The texts are asked for as soon as the piece's code has arrived, not when it mounts: one round trip
  // less before the first paint.
  let textsReady: Promise<void> | null = null;
  const loadTexts = () => (textsReady ??= addTranslations(area, translations));
  void loadTexts().catch(() => undefined);
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: object) => {
      await loadTexts().catch((error: unknown) => {
        textsReady = null;
        throw error;
      });
      if (holdsServerMarkup((props as { domElement?: unknown }).domElement)) {
        await withTimeout(firstScreen, LONGEST_WAIT_FOR_FIRST_DATA_MS).catch(() => undefined);
      }
      return lifecycles.mount(props as never);
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}

/** single-spa lifecycles for a remote: its own router over the routes the route table gives it. */
export function createRemoteApp<A extends RemoteAppName>({ app, pages, translations }: RemoteAppOptions<A>) {
  function RemoteRoot() {
    return (
      <AreaRoot area={app}>
        <AppRoutes app={app} pages={pages} />
      </AreaRoot>
    );
  }
  /**
   * Asks for the code of the screen at this address, and its first data, when it is one of this app's;
   * settles once both are here.
   */
  const preloadScreen = async (address: string): Promise<void> => {
    const url = new URL(address, window.location.href);
    const route = matchRoute(url.pathname);
    if (route && ROUTES[route.id].app === app) {
      const screen = (pages as Record<string, ComponentType & Partial<Pick<OnDemandScreen, 'preload'>>>)[route.id];
      await screen?.preload?.({ params: route.params, search: url.searchParams });
    }
  };
  // The screen the visitor opened is asked for with the remote's own code, not after its first render.
  const firstScreen = typeof window !== 'undefined' ? preloadScreen(window.location.href) : undefined;
  return { ...areaLifecycles(app, RemoteRoot, translations, firstScreen), preloadScreen };
}

/** single-spa parcel lifecycles for a piece of a remote shown inside another app's page (home widgets…). */
export function createParcel(area: RemoteAppName, Piece: ComponentType, translations: Translations) {
  function ParcelRoot() {
    return (
      <AreaRoot area={area}>
        <Piece />
      </AreaRoot>
    );
  }
  return areaLifecycles(area, ParcelRoot, translations);
}
