import type { TranslationLoaders } from '@kora/shared';

type Texts = Promise<{ default: object }>;

/** The app's own texts with each feature's under its name (`purchases`, `playlists`, `favourites`), as one object. */
const withFeatures = (own: Texts, features: Record<string, Texts>) =>
  Promise.all([own, ...Object.values(features)]).then(([app, ...loaded]) => ({
    ...app.default,
    ...Object.fromEntries(Object.keys(features).map((name, i) => [name, loaded[i].default])),
  }));

/**
 * The app's texts as the page fetches them: the current language's only, in one chunk per language
 * (tests use `./index`).
 */
export const translationLoaders: TranslationLoaders = {
  fr: () =>
    withFeatures(import(/* webpackChunkName: "texts-fr" */ './fr.json'), {
      purchases: import(/* webpackChunkName: "texts-fr" */ '../features/purchases/locales/fr.json'),
      playlists: import(/* webpackChunkName: "texts-fr" */ '../features/playlists/locales/fr.json'),
      favourites: import(/* webpackChunkName: "texts-fr" */ '../features/favourites/locales/fr.json'),
    }),
  en: () =>
    withFeatures(import(/* webpackChunkName: "texts-en" */ './en.json'), {
      purchases: import(/* webpackChunkName: "texts-en" */ '../features/purchases/locales/en.json'),
      playlists: import(/* webpackChunkName: "texts-en" */ '../features/playlists/locales/en.json'),
      favourites: import(/* webpackChunkName: "texts-en" */ '../features/favourites/locales/en.json'),
    }),
  es: () =>
    withFeatures(import(/* webpackChunkName: "texts-es" */ './es.json'), {
      purchases: import(/* webpackChunkName: "texts-es" */ '../features/purchases/locales/es.json'),
      playlists: import(/* webpackChunkName: "texts-es" */ '../features/playlists/locales/es.json'),
      favourites: import(/* webpackChunkName: "texts-es" */ '../features/favourites/locales/es.json'),
    }),
};
