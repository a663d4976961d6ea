import { useTranslation } from '@kora/shared';

/** `t('buyTrack')` → catalogue:purchases.buyTrack (the app's texts carry the feature's under `purchases`). */
export function usePurchaseTexts() {
  return useTranslation('catalogue', { keyPrefix: 'purchases' });
}
