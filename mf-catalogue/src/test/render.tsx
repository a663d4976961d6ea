import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  addTranslations,
  http,
  initI18n,
  PageQueryProvider,
  queryClient,
  setLanguage,
  useFavouritesStore,
  usePlayerStore,
  useSessionStore,
  type QueryValue,
} from '@kora/shared';
import { translations } from '../locales';

// Swiper (the carousels) asks for media queries, which jsdom lacks.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** French texts, as a visitor with a French browser sees them. */
export async function setUpTranslations(): Promise<void> {
  await initI18n();
  await setLanguage('fr');
  addTranslations('catalogue', translations);
}

/** Renders a screen at an address, matched against a route pattern (e.g. '/release/:id'). */
export function renderAt(ui: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  queryClient.clear();
  return render(
    <PageQueryProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>autre page</p>} />
        </Routes>
      </MemoryRouter>
    </PageQueryProvider>,
  );
}

type Answer = unknown | ((query: Record<string, QueryValue>, body?: unknown) => unknown);

/**
 * Answers API calls from a table: '/releases' or 'POST /releases/4/comments' → a value, a function of
 * the query (or body), or an Error to throw. Unlisted calls fail, so a test sees what it did not expect.
 */
export function mockApi(table: Record<string, Answer>) {
  const answer = (key: string, query: Record<string, QueryValue> = {}, body?: unknown) => {
    if (!(key in table)) return Promise.reject(new Error(`unexpected call ${key}`));
    const entry = table[key];
    try {
      const value =
        typeof entry === 'function'
          ? (entry as (q: Record<string, QueryValue>, b?: unknown) => unknown)(query, body)
          : entry;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const get = jest.spyOn(http, 'get').mockImplementation((path, options) => answer(path, options?.query) as never);
  const post = jest.spyOn(http, 'post').mockImplementation((path, body) => answer(`POST ${path}`, {}, body) as never);
  return { get, post };
}

export function signInAs(username: string): void {
  useSessionStore.setState({ token: 'test-token', username, email: null });
}

export function resetStores(): void {
  localStorage.clear();
  useSessionStore.setState({ token: null, username: null, email: null });
  useFavouritesStore.setState({ podcasts: [], episodes: [] });
  usePlayerStore.getState().reset();
}
