import { addTranslations, type TranslationLoaders } from '@kora/shared';

/** What the suggestions say (their count, why there are none): the texts come with their code. */
export const SUGGESTION_TEXTS_NAMESPACE = 'shellSearch';

const loaders: TranslationLoaders = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

/** The suggestions' texts in the page's language, once they are there. */
export const suggestionTexts = (): Promise<void> => addTranslations(SUGGESTION_TEXTS_NAMESPACE, loaders);
