import { EUR_TO_XOF } from '../contracts/currency-rates';
import { currencyDecimals } from './money';

/**
 * The one wallet's conversions. A wallet holds one currency; a price or a credit in another one is
 * converted at the peg (EUR ↔ XOF, exact: 655,957 francs for 1 €) or through the configured dollar, in
 * integers from the minor units, and rounded to the wallet's minor unit in the platform's favour by at
 * most one unit: a debit up (10,00 € → 6 560 FCFA), a credit down (6 559,57 → 6 559 FCFA). The API debits
 * and credits with these and the web shows what they give, so both say the same amount.
 */

/** An amount in minor units of its currency: 1000 EUR is 10,00 €; 6560 XOF is 6 560 FCFA. */
export interface AmountInMinor {
  amountMinor: number;
  currency: string;
}

interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** Rates are read to the millionth, as integers (as `fcfaFor` reads them). */
const RATE_SCALE = 1_000_000;

/** Units of `currency` for 1 EUR as an exact fraction; null when it is not known. */
function rateFromEur(currency: string, usdPerEur: number | undefined): Fraction | null {
  switch (currency.toUpperCase()) {
    case 'EUR':
      return { numerator: 1n, denominator: 1n };
    case 'XOF':
      return { numerator: BigInt(Math.round(EUR_TO_XOF * 1000)), denominator: 1000n };
    case 'USD':
      return usdPerEur !== undefined && Number.isFinite(usdPerEur) && usdPerEur > 0
        ? { numerator: BigInt(Math.round(usdPerEur * RATE_SCALE)), denominator: BigInt(RATE_SCALE) }
        : null;
    default:
      return null;
  }
}

/**
 * `amount` in minor units of `walletCurrency`, rounded `up` or `down` to its minor unit; null when no rate
 * is known. Purchases and credits read it through `walletDebitFor` / `walletCreditFor`.
 */
export function convertMinor(
  amount: AmountInMinor,
  walletCurrency: string,
  rounding: 'up' | 'down',
  usdPerEur?: number,
): number | null {
  if (!Number.isSafeInteger(amount.amountMinor) || amount.amountMinor < 0) {
    throw new RangeError(`Montant invalide : ${amount.amountMinor} (un entier positif en unités mineures est attendu)`);
  }
  if (amount.currency.toUpperCase() === walletCurrency.toUpperCase()) return amount.amountMinor;
  const from = rateFromEur(amount.currency, usdPerEur);
  const to = rateFromEur(walletCurrency, usdPerEur);
  if (!from || !to) return null;
  // minor / 10^from × (to / from rate) × 10^to
  const numerator =
    BigInt(amount.amountMinor) * 10n ** BigInt(currencyDecimals(walletCurrency)) * to.numerator * from.denominator;
  const denominator = 10n ** BigInt(currencyDecimals(amount.currency)) * to.denominator * from.numerator;
  const whole = numerator / denominator;
  return Number(rounding === 'up' && whole * denominator !== numerator ? whole + 1n : whole);
}

/**
 * What a wallet in `walletCurrency` pays for `price`, in its minor units, rounded up: 10,00 € from an FCFA
 * wallet is 6 560 FCFA. Null when no rate is known (a dollar amount without the dollar's rate).
 */
export function walletDebitFor(price: AmountInMinor, walletCurrency: string, usdPerEur?: number): number | null {
  return convertMinor(price, walletCurrency, 'up', usdPerEur);
}

/**
 * What a wallet in `walletCurrency` receives for `credit` (a top-up or a refund in another currency), in
 * its minor units, rounded down: 10,00 € into an FCFA wallet is 6 559 FCFA. Null when no rate is known.
 */
export function walletCreditFor(credit: AmountInMinor, walletCurrency: string, usdPerEur?: number): number | null {
  return convertMinor(credit, walletCurrency, 'down', usdPerEur);
}
