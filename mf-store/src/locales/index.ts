import type { NamespaceTranslations } from '@kora/shared';
import fr from './fr.json';
import en from './en.json';
import es from './es.json';
import common from '../common/locales';
import products from '../features/products/locales';
import storeList from '../features/store-list/locales';
import productDetail from '../features/product-detail/locales';
import cart from '../features/cart/locales';

/** Each feature keeps its texts beside its code under its own top-level key; the app's are the screen titles. */
const parts = [common, products, storeList, productDetail, cart];
const merge = (own: object, language: keyof NamespaceTranslations) =>
  Object.assign({}, own, ...parts.map((part) => part[language]));

export const translations: NamespaceTranslations = { fr: merge(fr, 'fr'), en: merge(en, 'en'), es: merge(es, 'es') };
