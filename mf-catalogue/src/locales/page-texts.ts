import type { TranslationLoaders } from '@kora/shared';
import { textsOnce } from './texts-once';

type Texts = Promise<{ default: object }>;

/** The screens' own texts, with the comments' and the search's under their names, as the namespace holds them. */
const screensTexts = (screens: Texts, comments: Texts, search: Texts) =>
  Promise.all([screens, comments, search]).then(([loadedScreens, loadedComments, loadedSearch]) => ({
    ...loadedScreens.default,
    comments: loadedComments.default,
    search: loadedSearch.default,
  }));

/**
 * Texts of the `catalogue` namespace that only some screens show (a release's, an artist's, an episode's
 * and its rating, the lists' filters and sorts, the comments, the search page): the current language's
 * only, in a chunk of their own, so that the home page's parcels never carry them (tests use `./index`).
 */
export const pageTranslationLoaders: TranslationLoaders = {
  fr: () =>
    screensTexts(
      import(/* webpackChunkName: "page-texts-fr" */ '../pages/locales/fr.json'),
      import(/* webpackChunkName: "page-texts-fr" */ '../features/comments/locales/fr.json'),
      import(/* webpackChunkName: "page-texts-fr" */ '../features/search/locales/fr.json'),
    ),
  en: () =>
    screensTexts(
      import(/* webpackChunkName: "page-texts-en" */ '../pages/locales/en.json'),
      import(/* webpackChunkName: "page-texts-en" */ '../features/comments/locales/en.json'),
      import(/* webpackChunkName: "page-texts-en" */ '../features/search/locales/en.json'),
    ),
  es: () =>
    screensTexts(
      import(/* webpackChunkName: "page-texts-es" */ '../pages/locales/es.json'),
      import(/* webpackChunkName: "page-texts-es" */ '../features/comments/locales/es.json'),
      import(/* webpackChunkName: "page-texts-es" */ '../features/search/locales/es.json'),
    ),
};

/** The screens' texts, registered once into the app's namespace (`textsOnce`). */
export const pageTexts = textsOnce('catalogue', pageTranslationLoaders);
