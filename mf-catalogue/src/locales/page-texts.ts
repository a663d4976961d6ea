import type { TranslationLoaders } from '@kora/shared';
import { textsOnce } from './texts-once';

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

/** The comments' and the search's texts, registered once into the app's namespace (`textsOnce`). */
export const pageTexts = textsOnce('catalogue', pageTranslationLoaders);
