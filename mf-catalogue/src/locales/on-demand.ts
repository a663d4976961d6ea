import type { TranslationLoaders } from '@kora/shared';

/** The app's texts as the page fetches them: the current language's only (tests use `./index`). */
export const translationLoaders: TranslationLoaders = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};
