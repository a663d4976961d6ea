import { addTranslations, initI18n, PageQueryProvider, setLanguage, type Language } from '@kora/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CookieBanner } from '../chrome/cookie-banner';
import { Footer } from '../chrome/footer';
import { footerTranslations } from '../chrome/footer/locales';
import { FOOTER_NAMESPACE } from '../chrome/footer-texts';
import { Header } from '../chrome/header';
import { Sidebar } from '../chrome/sidebar';
import { shellTranslations } from '../locales';
import { AudioPlayer } from '../player/audio-player';
import { renderChrome, type ChromeMarkup } from './render-chrome';

/** An id React made (useId): the server's and the browser's differ, and nobody sees them. */
const GENERATED_ID = /^_[\w-]*?[rR]_[0-9a-zA-Z]+_$/;

/**
 * What a visitor sees of a piece of page, written one way: attributes in one order, each field's value as
 * it shows (whether it came from an attribute or was set by script), React's own ids left out.
 */
function asSeen(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const shownValues = Array.from(root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'));
  copy.querySelectorAll('input, select').forEach((field, index) => {
    field.removeAttribute('value');
    field.setAttribute('data-shown-value', shownValues[index].value);
  });
  copy.querySelectorAll('option').forEach((option) => option.removeAttribute('selected'));
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const).sort();
    attributes.forEach(([name]) => element.removeAttribute(name));
    attributes.forEach(([name, value]) => element.setAttribute(name, GENERATED_ID.test(value) ? 'generated' : value));
  }
  return copy.innerHTML;
}

function sentByServer(markup: string): string {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return asSeen(container);
}

function drawnByBrowser(ui: ReactElement, pathname: string): string {
  const { container, unmount } = render(
    <PageQueryProvider>
      <MemoryRouter initialEntries={[pathname]}>{ui}</MemoryRouter>
    </PageQueryProvider>,
  );
  const seen = asSeen(container);
  unmount();
  return seen;
}

const PIECES: Record<keyof ChromeMarkup, ReactElement> = {
  banners: <CookieBanner />,
  header: <Header />,
  sidebar: <Sidebar />,
  footer: <Footer />,
  player: <AudioPlayer />,
};

beforeAll(async () => {
  await initI18n();
  addTranslations('shell', shellTranslations);
  addTranslations(FOOTER_NAMESPACE, footerTranslations);
});

beforeEach(() => localStorage.clear());

describe.each<[Language, string]>([
  ['fr', '/releases'],
  ['en', '/events'],
])('the chrome the browser draws first, in %s at %s', (language, pathname) => {
  it.each(Object.keys(PIECES) as (keyof ChromeMarkup)[])(
    'shows the %s exactly as the server sent it',
    async (piece) => {
      const server = renderChrome({ language, pathname, cookiesAnswered: false });
      // The page's own language, set as the browser sets it.
      await setLanguage(language);
      expect(drawnByBrowser(PIECES[piece], pathname)).toEqual(sentByServer(server[piece]));
    },
  );
});
