import type { TranslationLoaders } from '@kora/shared';

type Texts = Promise<{ default: object }>;

/** The app's own texts with the purchase feature's under `purchases`, as one object. */
const withPurchases = (own: Texts, purchases: Texts) =>
  Promise.all([own, purchases]).then(([app, purchase]) => ({ ...app.default, purchases: purchase.default }));

/**
 * The app's texts as the page fetches them: the current language's only, in one chunk per language
 * (tests use `./index`).
 */
export const translationLoaders: TranslationLoaders = {
  fr: () =>
    withPurchases(
      import(/* webpackChunkName: "texts-fr" */ './fr.json'),
      import(/* webpackChunkName: "texts-fr" */ '../features/purchases/locales/fr.json'),
    ),
  en: () =>
    withPurchases(
      import(/* webpackChunkName: "texts-en" */ './en.json'),
      import(/* webpackChunkName: "texts-en" */ '../features/purchases/locales/en.json'),
    ),
  es: () =>
    withPurchases(
      import(/* webpackChunkName: "texts-es" */ './es.json'),
      import(/* webpackChunkName: "texts-es" */ '../features/purchases/locales/es.json'),
    ),
};
