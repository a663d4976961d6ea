/// <reference types="@testing-library/jest-dom" />
import { addTranslations, initI18n, setLanguage } from '@kora/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { shellTranslations } from '../locales';

/** Test helper: the shell's i18n namespace in French and a router, as the composition provides them. */
export async function renderInShell(ui: ReactElement, route = '/'): Promise<RenderResult> {
  await initI18n();
  addTranslations('shell', shellTranslations);
  await setLanguage('fr');
  return render(<MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>);
}
