import { addTranslations, type TranslationLoaders } from '@kora/shared';

/** What the favourites' import tells the listener: its texts come with its code. */
export const LIBRARY_NAMESPACE = 'shellLibrary';

const loaders: TranslationLoaders = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

/** The import's texts in the page's language, once they are there. */
export const libraryTexts = (): Promise<void> => addTranslations(LIBRARY_NAMESPACE, loaders);
