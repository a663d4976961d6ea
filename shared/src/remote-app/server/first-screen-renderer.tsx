import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ComponentType, ReactNode } from 'react';
import {
  addTranslations,
  COMMON_NAMESPACE,
  initI18n,
  isLanguage,
  matchRoute,
  queryClient,
  ROUTES,
  setLanguage,
  DEFAULT_LANGUAGE,
  type RemoteAppName,
  type RouteIdOf,
} from '@kora/shared';
import kernelEn from '../../i18n/locales/en.json';
import kernelEs from '../../i18n/locales/es.json';
import kernelFr from '../../i18n/locales/fr.json';
import { answerOnTheServer, FIRST_ANSWERS_ID } from '../../http/first-answers';
import { HtmlNotSanitisable } from '../../ui/safe-html';
import { drawForOrigin } from '../../site-origin';
import { AppRoutes, AreaRoot, type RemoteAppOptions } from '../create-remote-app';
import type { OnDemandScreen } from '../on-demand';

/** What the site's server asks for: a page, in a language, and how to read the API's answers. */
export interface FirstScreenRequest {
  pathname: string;
  /** The query string, with or without its `?`. */
  search: string;
  language: string;
  /** The site's origin the page is drawn for (`https://kora.example`): the addresses it gives to share. */
  origin: string;
  /** The API's answer at an address (`/releases?limit=13`), or null when it did not answer. */
  read: (address: string) => Promise<unknown>;
}

/** A screen's first drawing: its markup, and the answers it was drawn from, for the page to carry. */
export interface FirstScreen {
  html: string;
  answers: Record<string, unknown>;
  /** The id of the page's element that carries them, where the browser's http client looks. */
  answersId: typeof FIRST_ANSWERS_ID;
}

/** Resolves once no read of the query cache is in flight. */
function readsSettled(): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => {};
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    };
    stop = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/** React's preload hints for pictures, which the page does not need: its pictures are in the HTML already. */
const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/**
 * A remote's screens drawn on the server, for the site's server to put the page's first screen in its HTML:
 * the remote's own components, texts and reads (`preload` of the screen, as the browser asks for it), for a
 * visitor who is not signed in. The browser's screen then renders the same tree from the same answers and
 * takes the markup over as it is (React's hydration: `renderToString` keeps the marks it needs for that). Draws run one at a time: the kernel's texts and query cache are this bundle's own.
 * Only screens the route table marks `drawnByTheServer` (the same for every visitor) are drawn; anything
 * that cannot be drawn as the browser would (a read that failed, user HTML) gives null, and the browser
 * draws the screen itself.
 */
export function createFirstScreenRenderer<A extends RemoteAppName>({
  app,
  pages,
  translations,
}: RemoteAppOptions<A>): (request: FirstScreenRequest) => Promise<FirstScreen | null> {
  const ready = (async () => {
    await initI18n();
    await addTranslations(COMMON_NAMESPACE, { fr: kernelFr, en: kernelEn, es: kernelEs });
    await addTranslations(app, translations);
  })();

  async function draw({ pathname, search, language, origin, read }: FirstScreenRequest): Promise<FirstScreen | null> {
    const route = matchRoute(pathname);
    const definition = route ? (ROUTES[route.id] as { app: string; drawnByTheServer?: boolean }) : null;
    if (!route || definition?.app !== app || !definition.drawnByTheServer) return null;
    const screen = (pages as Record<string, ComponentType & Partial<Pick<OnDemandScreen, 'preload'>>>)[
      route.id as RouteIdOf<A>
    ];
    await ready;
    await setLanguage(isLanguage(language) ? language : DEFAULT_LANGUAGE);
    queryClient.clear();
    const given: Record<string, unknown> = {};
    answerOnTheServer({ read, given });
    drawForOrigin(origin);
    try {
      await screen?.preload?.({ params: { ...route.params }, search: new URLSearchParams(search) });
      await readsSettled();
      if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
        return null;
      }
      const location = `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}`;
      const router = (tree: ReactNode) => <StaticRouter location={location}>{tree}</StaticRouter>;
      let html: string;
      try {
        html = renderToString(
          <AreaRoot area={app} router={router}>
            <AppRoutes app={app} pages={pages} />
          </AreaRoot>,
        ).replace(LEADING_HINTS, '');
      } catch (error) {
        // A screen that shows user HTML is drawn in the browser only, where it can be sanitised.
        if (error instanceof HtmlNotSanitisable) return null;
        throw error;
      }
      return { html, answers: given, answersId: FIRST_ANSWERS_ID };
    } finally {
      answerOnTheServer(null);
      drawForOrigin(null);
      queryClient.clear();
    }
  }

  let turn: Promise<unknown> = Promise.resolve();
  return (request) => {
    const drawing = turn.then(() => draw(request));
    turn = drawing.catch(() => undefined);
    return drawing;
  };
}
