import { addTranslations, useTranslation } from '@kora/shared';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';

let added = false;

/** Adds the purchase texts under `catalogue:purchases.*`, merged into the catalogue's namespace (once). */
export function addPurchaseTexts(): void {
  if (added) return;
  added = true;
  addTranslations('catalogue', { fr: { purchases: fr }, en: { purchases: en }, es: { purchases: es } });
}

/** `t('buyTrack')` → catalogue:purchases.buyTrack; the texts are added on first use. */
export function usePurchaseTexts() {
  addPurchaseTexts();
  return useTranslation('catalogue', { keyPrefix: 'purchases' });
}
