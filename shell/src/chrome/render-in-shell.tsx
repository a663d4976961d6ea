/// <reference types="@testing-library/jest-dom" />
import { addTranslations, initI18n, PageQueryProvider, queryClient, setLanguage } from '@kora/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { shellTranslations } from '../locales';
import { footerTranslations } from './footer/locales';
import { FOOTER_NAMESPACE } from './footer-texts';
import { staticPageTranslations } from '../pages/locales';
import { STATIC_PAGES_NAMESPACE } from '../pages/locales/on-demand';

/**
 * Test helper: the shell's i18n namespace in French, the page's query cache (emptied first) and a
 * router, as the composition provides them.
 */
export async function renderInShell(ui: ReactElement, route = '/'): Promise<RenderResult> {
  await initI18n();
  addTranslations('shell', shellTranslations);
  addTranslations(STATIC_PAGES_NAMESPACE, staticPageTranslations);
  addTranslations(FOOTER_NAMESPACE, footerTranslations);
  await setLanguage('fr');
  queryClient.clear();
  return render(
    <PageQueryProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </PageQueryProvider>,
  );
}

/** Shows where the page went (path and query), for a test to read with `screen.getByTestId('location')`. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="location">
      {pathname + search}
    </output>
  );
}
