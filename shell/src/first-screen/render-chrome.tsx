import { PageQueryProvider, queryClient, type Language } from '@kora/shared';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { CookieBanner } from '../chrome/cookie-banner';
import { Footer } from '../chrome/footer';
import { Header } from '../chrome/header';
import { Sidebar } from '../chrome/sidebar';
import { AudioPlayer } from '../player/audio-player';
import { switchChromeTexts } from './chrome-texts';

export interface ChromeRequest {
  language: Language;
  /** The page's address (its path, with its query if any): the links that bring back here, the active entry. */
  pathname: string;
  /** The visitor already answered the cookie banner: it is not drawn. */
  cookiesAnswered: boolean;
}

/** The markup of each place of the page the shell draws in, by the id of its element without `kora-`. */
export interface ChromeMarkup {
  banners: string;
  header: string;
  sidebar: string;
  footer: string;
  player: string;
}

type Place = keyof ChromeMarkup;

/**
 * React puts a preload hint before a fragment for each picture it draws. The pictures are in the HTML
 * already, where the browser finds them as early; the hints would only make the footer's icons compete
 * with the page's first picture.
 */
const LEADING_HINTS = /^(?:<link [^>]*>)+/;

/**
 * One place's markup as the shell draws it for a visitor who is not signed in. Each place is rendered
 * on its own, its ids prefixed by its name, so two selects of the language never share an id. A place
 * that cannot be drawn here is left empty: the browser draws it as it would without this markup.
 */
function placeMarkup(place: Place, ui: ReactNode, pathname: string): string {
  try {
    const markup = renderToStaticMarkup(
      <PageQueryProvider>
        <StaticRouter location={pathname}>{ui}</StaticRouter>
      </PageQueryProvider>,
      { identifierPrefix: `kora-${place}-` },
    );
    return markup.replace(LEADING_HINTS, '');
  } catch (error) {
    console.error(`[kora] the ${place} could not be drawn on the server`, error);
    return '';
  }
}

const PLACES: Record<Place, (request: ChromeRequest) => ReactElement | null> = {
  banners: ({ cookiesAnswered }) => (cookiesAnswered ? null : <CookieBanner />),
  header: () => <Header />,
  sidebar: () => <Sidebar />,
  // The browser fetches the footer's code when it nears the screen; its markup is here from the start.
  footer: () => <Footer />,
  player: () => <AudioPlayer />,
};

/**
 * The chrome of a public page as static markup (header, sidebar, player, footer, and the cookie banner on
 * a first visit), the same the shell's components draw for a visitor, in `language`. Synchronous: the
 * texts' language is the kernel's, set for this call.
 */
export function renderChrome(request: ChromeRequest): ChromeMarkup {
  switchChromeTexts(request.language);
  // Nothing is known of the visitor: no query result from an earlier page may show.
  queryClient.clear();
  const markup = (place: Place) => {
    const ui = PLACES[place](request);
    return ui ? placeMarkup(place, ui, request.pathname) : '';
  };
  return {
    banners: markup('banners'),
    header: markup('header'),
    sidebar: markup('sidebar'),
    footer: markup('footer'),
    player: markup('player'),
  };
}
