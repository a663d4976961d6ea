import { useCurrencyStore, useFormat } from '@kora/shared';
import type { Price } from '@kora/shared/contracts';
import { fcfaFor } from '@kora/shared/format';

/**
 * What mobile money charges for the total: the price in FCFA at the peg, rounded up to the franc (the
 * server's own rule), written out ('51 165 FCFA'); null while there is no total.
 */
export function useMobileMoneyCharge(total: Price | null) {
  const format = useFormat();
  const usdPerEur = useCurrencyStore((state) => state.rates.USD);
  if (!total) return null;
  const xof = fcfaFor(total.price, total.currency, usdPerEur);
  return xof === null ? null : { xof, text: format.money(xof, 'XOF') };
}
