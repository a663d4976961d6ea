import { EUR_TO_XOF } from '../contracts/currency-rates';
import type { CurrencyCode } from '../contracts/common';
import { toMinorUnits } from './money';

/** The peg in thousandths of a franc per euro: 655 957, an integer. */
const XOF_MILLIEMES_PER_EUR = BigInt(Math.round(EUR_TO_XOF * 1000));
/** Rates are read to the millionth, as integers. */
const RATE_SCALE = 1_000_000n;

const ceilDiv = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator;

/**
 * What mobile money charges in FCFA for `amount` (major units of `currency`), rounded up to the franc and
 * computed in integers from the minor units (never a float product), as the API charges it: XOF as it is;
 * EUR at the peg (1,99 € → 199 × 655 957 / 100 000 = 1 305,35… → 1 306); USD through `usdPerEur`
 * (dollars for 1 EUR). Null when it cannot be said.
 */
export function fcfaFor(amount: number, currency: CurrencyCode, usdPerEur?: number): number | null {
  const minor = BigInt(toMinorUnits(amount, currency));
  if (currency === 'XOF') return Number(minor);
  if (currency === 'EUR') return Number(ceilDiv(minor * XOF_MILLIEMES_PER_EUR, 100_000n));
  if (currency === 'USD' && usdPerEur && usdPerEur > 0) {
    const rate = BigInt(Math.round(usdPerEur * Number(RATE_SCALE)));
    return Number(ceilDiv(minor * XOF_MILLIEMES_PER_EUR * RATE_SCALE, 100_000n * rate));
  }
  return null;
}
