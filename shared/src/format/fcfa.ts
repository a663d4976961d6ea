import type { CurrencyCode } from '../contracts/common';
import { toMinorUnits } from './money';
import { convertMinor } from './wallet-conversion';

/**
 * What mobile money charges in FCFA for `amount` (major units of `currency`), rounded up to the franc and
 * computed in integers from the minor units (never a float product), as the API charges it: XOF as it is;
 * EUR at the peg (1,99 € → 199 × 655 957 / 100 000 = 1 305,35… → 1 306); USD through `usdPerEur`
 * (dollars for 1 EUR). Null when it cannot be said.
 */
export function fcfaFor(amount: number, currency: CurrencyCode, usdPerEur?: number): number | null {
  return convertMinor({ amountMinor: toMinorUnits(amount, currency), currency }, 'XOF', 'up', usdPerEur);
}
