import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageQueryProvider } from '../query/query-provider';
import { queryClient } from '../query/query-client';

/** Shows where the screen navigated to, and with which state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div
      hidden
      data-testid="location"
      data-search={location.search}
      data-state={JSON.stringify(location.state ?? null)}
    >
      {location.pathname}
    </div>
  );
}

export interface ScreenOptions {
  /** The route pattern the screen is mounted on, e.g. '/release/:id'. */
  path?: string;
  /** The address visited, e.g. '/release/4?tab=tracks'. */
  at?: string;
  /** The history entry's state. */
  state?: unknown;
  /** Keeps what the cache holds (data asked for ahead of the screen) instead of starting empty. */
  keepCache?: boolean;
}

/**
 * Renders a screen as the site does: at an address matched against its route, inside the page's query
 * cache (emptied first, so each test starts with nothing cached), with a probe of where it navigates.
 */
export function renderScreen(ui: ReactElement, { path = '/', at = path, state, keepCache }: ScreenOptions = {}) {
  if (!keepCache) queryClient.clear();
  const [pathname, search = ''] = at.split('?');
  return render(
    <PageQueryProvider>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>autre page</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </PageQueryProvider>,
  );
}

/**
 * Renders a piece that brings its own router (or needs none) inside the page's query cache, emptied
 * first; `rerender` keeps the cache around the new element.
 */
export function renderInPage(ui: ReactElement) {
  queryClient.clear();
  return render(ui, { wrapper: PageQueryProvider });
}

/** Waits until the screen has navigated to `pathname`. */
export async function expectLocation(pathname: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(pathname));
}

/** The query of the address the screen navigated to, read as parameters. */
export function locationQuery(): URLSearchParams {
  return new URLSearchParams(screen.getByTestId('location').dataset.search ?? '');
}

/** The state the screen navigated with. */
export function locationState(): unknown {
  return JSON.parse(screen.getByTestId('location').dataset.state ?? 'null') as unknown;
}
