import fr from './fr.json';
import en from './en.json';
import es from './es.json';
import purchasesFr from '../features/purchases/locales/fr.json';
import purchasesEn from '../features/purchases/locales/en.json';
import purchasesEs from '../features/purchases/locales/es.json';

/** Every language at once, for tests; the page fetches one language (`./on-demand`). */
export const translations = {
  fr: { ...fr, purchases: purchasesFr },
  en: { ...en, purchases: purchasesEn },
  es: { ...es, purchases: purchasesEs },
};
