import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { ROUTES, routesOf, type RemoteAppName, type RouteIdOf } from '../routes';
import { addTranslations, i18n } from '../i18n/i18n';
import { SectionUnavailable } from '../ui/section-unavailable';
import { AreaErrorBoundary } from './error-boundary';
import { SignInGate } from './sign-in-gate';

type Translations = Parameters<typeof addTranslations>[1];

export interface RemoteAppOptions<A extends RemoteAppName> {
  app: A;
  /** One page per route the route table gives this app. */
  pages: Record<RouteIdOf<A>, ComponentType>;
  translations: Translations;
}

/**
 * single-spa lifecycles for a remote: its own router over the routes it owns, its translations added
 * on mount, and an error boundary so a failure stays inside the remote's area.
 */
export function createRemoteApp<A extends RemoteAppName>({ app, pages, translations }: RemoteAppOptions<A>) {
  function RemoteRoot() {
    return (
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AreaErrorBoundary area={app}>
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
          </AreaErrorBoundary>
        </BrowserRouter>
      </I18nextProvider>
    );
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <SectionUnavailable onRetry={() => window.location.reload()} />,
  });

  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: object) => {
      addTranslations(app, translations);
      return lifecycles.mount(props as never);
    },
    unmount: lifecycles.unmount,
  };
}

/** single-spa parcel lifecycles for a piece of a remote shown inside another app's page (home widgets…). */
export function createParcel(area: RemoteAppName, Piece: ComponentType, translations: Translations) {
  function ParcelRoot() {
    return (
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <AreaErrorBoundary area={area}>
            <Piece />
          </AreaErrorBoundary>
        </BrowserRouter>
      </I18nextProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: () => <SectionUnavailable />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    mount: async (props: object) => {
      addTranslations(area, translations);
      return lifecycles.mount(props as never);
    },
    unmount: lifecycles.unmount,
    update: lifecycles.update,
  };
}
