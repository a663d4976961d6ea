import { addTranslations, type TranslationLoaders } from '@kora/shared';

/** The i18n namespace of the shell's static pages: their long texts come with a visit to one of them. */
export const STATIC_PAGES_NAMESPACE = 'shellPages';

const loaders: TranslationLoaders = {
  fr: () => import('./fr.json'),
  en: () => import('./en.json'),
  es: () => import('./es.json'),
};

/** A static page's code, once its texts are there too. */
export function withStaticPageTexts<Page>(page: Promise<Page>): Promise<Page> {
  return Promise.all([page, addTranslations(STATIC_PAGES_NAMESPACE, loaders)]).then(([loaded]) => loaded);
}
