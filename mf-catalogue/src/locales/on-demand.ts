import type { TranslationLoaders } from '@kora/shared';

type Texts = Promise<{ default: object }>;

/** The app's own texts with each feature's under its name (`purchases`), as one object. */
const withFeatures = (own: Texts, features: Record<string, Texts>) =>
  Promise.all([own, ...Object.values(features)]).then(([app, ...loaded]) => ({
    ...app.default,
    ...Object.fromEntries(Object.keys(features).map((name, i) => [name, loaded[i].default])),
  }));

/**
 * The app's texts as the page fetches them: the current language's only, in one chunk per language
 * (tests use `./index`). The library's texts are a namespace of their own (`./library-texts`), fetched
 * with the screens that show them, so the home page's parcels never carry them.
 */
export const translationLoaders: TranslationLoaders = {
  fr: () =>
    withFeatures(import(/* webpackChunkName: "texts-fr" */ './fr.json'), {
      purchases: import(/* webpackChunkName: "texts-fr" */ '../features/purchases/locales/fr.json'),
    }),
  en: () =>
    withFeatures(import(/* webpackChunkName: "texts-en" */ './en.json'), {
      purchases: import(/* webpackChunkName: "texts-en" */ '../features/purchases/locales/en.json'),
    }),
  es: () =>
    withFeatures(import(/* webpackChunkName: "texts-es" */ './es.json'), {
      purchases: import(/* webpackChunkName: "texts-es" */ '../features/purchases/locales/es.json'),
    }),
};
