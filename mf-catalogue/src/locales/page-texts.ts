import { addTranslations, type TranslationLoaders } from '@kora/shared';

type Texts = Promise<{ default: object }>;

/** The comments' and the search's texts under their names, as the app's namespace holds them. */
const commentsAndSearch = (comments: Texts, search: Texts) =>
  Promise.all([comments, search]).then(([loadedComments, loadedSearch]) => ({
    comments: loadedComments.default,
    search: loadedSearch.default,
  }));

/**
 * Texts of the `catalogue` namespace that only some screens show (comments under a release, an episode or
 * an article; the search page): the current language's only, in a chunk of their own, so that the home
 * page's parcels and the lists never carry them (tests use `./index`).
 */
export const pageTranslationLoaders: TranslationLoaders = {
  fr: () =>
    commentsAndSearch(
      import(/* webpackChunkName: "page-texts-fr" */ '../features/comments/locales/fr.json'),
      import(/* webpackChunkName: "page-texts-fr" */ '../features/search/locales/fr.json'),
    ),
  en: () =>
    commentsAndSearch(
      import(/* webpackChunkName: "page-texts-en" */ '../features/comments/locales/en.json'),
      import(/* webpackChunkName: "page-texts-en" */ '../features/search/locales/en.json'),
    ),
  es: () =>
    commentsAndSearch(
      import(/* webpackChunkName: "page-texts-es" */ '../features/comments/locales/es.json'),
      import(/* webpackChunkName: "page-texts-es" */ '../features/search/locales/es.json'),
    ),
};

let registered: Promise<void> | null = null;

/**
 * Registers these texts with the kernel once, into the `catalogue` namespace, and settles when the current
 * language's are there; a screen that shows them is fetched beside them. The kernel fetches them again for
 * each language the visitor switches to.
 */
export function pageTexts(): Promise<void> {
  registered ??= addTranslations('catalogue', pageTranslationLoaders).catch((error: unknown) => {
    registered = null;
    throw error;
  });
  return registered;
}
