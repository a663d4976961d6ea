import { useMemo } from 'react';
import { useFormat } from '@kora/shared';
import type { Price } from '@kora/shared/contracts';

/** Store amounts as the buyer reads them: in their currency, and what is charged when that is not it. */
export function useCartMoney() {
  const format = useFormat();
  return useMemo(() => {
    /** A store amount (set and charged in EUR) in the buyer's currency. */
    const shown = (money: Price) =>
      money.currency === 'EUR' ? format.price(money.price) : format.money(money.price, money.currency);
    return {
      shown,
      /** The amount to pay: '1 305 FCFA — débité 1,99 €' when the buyer reads another currency. */
      toPay: (money: Price) => format.toPay(money.price, money.currency),
    };
  }, [format]);
}
