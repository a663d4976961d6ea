import { useFormat } from '@kora/shared';

/** An EUR price in the visitor's currency ('1,99 €', '1 305 FCFA'…). */
export function usePriceText(amountEur: number): string {
  return useFormat().price(amountEur);
}
