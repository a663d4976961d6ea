import { useFormat } from '@kora/shared';

/** Formats prices set in EUR in the visitor's currency ('1,99 €', '1 305 FCFA'…). */
export function usePriceFormatter(): (amountEur: number | null | undefined) => string {
  return useFormat().price;
}
