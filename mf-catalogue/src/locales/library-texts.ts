import type { TranslationLoaders } from '@kora/shared';
import { textsOnce } from './texts-once';

type Texts = Promise<{ default: object }>;

/** The texts of the library's features (playlists, favourites, likes, follows, offline) under their names. */
const library = (playlists: Texts, favourites: Texts, offline: Texts) =>
  Promise.all([playlists, favourites, offline]).then(([loadedPlaylists, loadedFavourites, loadedOffline]) => ({
    playlists: loadedPlaylists.default,
    favourites: loadedFavourites.default,
    offline: loadedOffline.default,
  }));

/**
 * The `catalogue-library` namespace as the page fetches it: the current language's only, in one chunk per
 * language of its own, apart from the app's texts that every catalogue parcel of the home page loads
 * (tests use `./index`).
 */
export const libraryTranslationLoaders: TranslationLoaders = {
  fr: () =>
    library(
      import(/* webpackChunkName: "library-texts-fr" */ '../features/playlists/locales/fr.json'),
      import(/* webpackChunkName: "library-texts-fr" */ '../features/favourites/locales/fr.json'),
      import(/* webpackChunkName: "library-texts-fr" */ '../features/offline/locales/fr.json'),
    ),
  en: () =>
    library(
      import(/* webpackChunkName: "library-texts-en" */ '../features/playlists/locales/en.json'),
      import(/* webpackChunkName: "library-texts-en" */ '../features/favourites/locales/en.json'),
      import(/* webpackChunkName: "library-texts-en" */ '../features/offline/locales/en.json'),
    ),
  es: () =>
    library(
      import(/* webpackChunkName: "library-texts-es" */ '../features/playlists/locales/es.json'),
      import(/* webpackChunkName: "library-texts-es" */ '../features/favourites/locales/es.json'),
      import(/* webpackChunkName: "library-texts-es" */ '../features/offline/locales/es.json'),
    ),
};

/** The library's texts, registered once (`textsOnce`). */
export const libraryTexts = textsOnce('catalogue-library', libraryTranslationLoaders);
