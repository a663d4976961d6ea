import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { addTranslations, initI18n, setLanguage, useSessionStore } from '@kora/shared';
import { translations } from '../locales';

/** French texts of the kernel and of this app, as the site shows them. */
export async function loadFrenchTexts(): Promise<void> {
  await initI18n();
  await setLanguage('fr');
  addTranslations('account', translations);
}

/** Shows where the app navigated to, and with which state. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

interface ScreenOptions {
  /** The route pattern the screen is mounted on, e.g. '/auth/:provider/callback'. */
  path?: string;
  /** The address visited. */
  at?: string;
  state?: unknown;
}

/** Renders a screen at an address, with a probe that shows where it navigates. */
export function renderScreen(screen: ReactElement, { path = '/', at = path, state }: ScreenOptions = {}) {
  return render(
    <MemoryRouter
      initialEntries={[{ pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', state }]}
    >
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function signInAs(username = 'lea.martin', token = 'token-1'): void {
  useSessionStore.getState().signIn({ token, username, email: `${username}@kora.test` });
}

/** Waits until the app has navigated to `pathname`. */
export async function expectLocation(pathname: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(pathname));
}
