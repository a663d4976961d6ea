import { useMemo } from 'react';
import { useFormat } from '@kora/shared';
import { fromMinorUnits } from '@kora/shared/format';
import type { MinorAmount } from '../lib/cart-lines';

/**
 * Store amounts as the buyer reads them: in their currency, and what is charged when that is not it.
 * The cart counts in cents; only here do they become an amount to show.
 */
export function useCartMoney() {
  const format = useFormat();
  return useMemo(() => {
    const major = (money: MinorAmount) => fromMinorUnits(money.priceMinor, money.currency);
    return {
      /** A store amount (set and charged in EUR) in the buyer's currency. */
      shown: (money: MinorAmount) =>
        money.currency === 'EUR' ? format.price(major(money)) : format.money(major(money), money.currency),
      /** The amount to pay: '1 305 FCFA — débité 1,99 €' when the buyer reads another currency. */
      toPay: (money: MinorAmount) => format.toPay(major(money), money.currency),
    };
  }, [format]);
}
