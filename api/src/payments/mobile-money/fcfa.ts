import { EUR_TO_XOF } from '@kora/shared/contracts';
import { formatMoney } from '../html';

/**
 * Amounts charged by mobile money, in CFA francs (XOF, no minor unit). The euro is converted at the
 * fixed peg 1 EUR = 655.957 XOF and rounded UP to the franc, so the platform never receives less than
 * the price; all in integers (the peg × 1000 = 655 957), never in floating point.
 */

/** The peg in thousandths of a franc per euro: 655 957. */
export const XOF_MILLIEMES_PER_EUR = BigInt(Math.round(EUR_TO_XOF * 1000));

/** An amount in minor units of its currency: 199 EUR is 1,99 €; 1306 XOF is 1 306 FCFA. */
export interface MinorAmount {
  amountMinor: number;
  currency: string;
}

export class UnsupportedCurrencyError extends Error {
  constructor(currency: string) {
    super(`Montant en ${currency} : seuls EUR, XOF et USD se convertissent en FCFA.`);
    this.name = 'UnsupportedCurrencyError';
  }
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** A positive decimal number as an exact fraction: 1.08 → 108/100; 1e-7 → 1/10000000. */
export function decimalFraction(value: number): { numerator: bigint; denominator: bigint } {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Taux invalide : ${value}`);
  // toPrecision(15) drops binary noise (1.0799999999999998 → 1.08000000000000) before reading the digits.
  const text = Number(value.toPrecision(15)).toExponential();
  const [mantissa, exponentText] = text.split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const digits = BigInt(`${whole}${fraction}`);
  const exponent = Number(exponentText) - fraction.length;
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

function assertMinor(amountMinor: number): bigint {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`Montant invalide : ${amountMinor} (un entier positif en unités mineures est attendu)`);
  }
  return BigInt(amountMinor);
}

/**
 * The FCFA to charge for an amount: XOF as it is, EUR at the peg, USD through the configured dollars
 * for 1 EUR (`usdPerEur`, the API's CURRENCY_USD_RATE), each rounded up to the franc.
 * 199 EUR cents → 1 306 (199 × 6.55957 = 1 305.35…).
 */
export function toFcfa(amount: MinorAmount, options: { usdPerEur?: number } = {}): number {
  const minor = assertMinor(amount.amountMinor);
  switch (amount.currency.toUpperCase()) {
    case 'XOF':
      return Number(minor);
    case 'EUR':
      // cents × 655 957 / (100 × 1000)
      return Number(ceilDiv(minor * XOF_MILLIEMES_PER_EUR, 100_000n));
    case 'USD': {
      if (options.usdPerEur === undefined) throw new RangeError('Taux USD → EUR manquant (CURRENCY_USD_RATE).');
      const rate = decimalFraction(options.usdPerEur);
      // cents / 100 / (n/d) USD per EUR × 655 957 / 1000
      return Number(ceilDiv(minor * XOF_MILLIEMES_PER_EUR * rate.denominator, 100_000n * rate.numerator));
    }
    default:
      throw new UnsupportedCurrencyError(amount.currency);
  }
}

/** The next multiple of `step` francs, at least `minimum`: what a provider that takes only such amounts charges. */
export function roundUpToStep(xof: number, step = 1, minimum = 0): number {
  if (!Number.isSafeInteger(xof) || xof < 0) throw new RangeError(`Montant invalide : ${xof}`);
  if (!Number.isSafeInteger(step) || step < 1) throw new RangeError(`Pas invalide : ${step}`);
  return Math.max(minimum, Math.ceil(xof / step) * step);
}

/**
 * What the payer reads before paying: '1 306 FCFA (1,99 €)', or '5 000 FCFA' when the price already is
 * in FCFA. Same characters as the site's `formatMoney` (narrow no-break spaces).
 */
export function chargeLabel(xof: number, original: MinorAmount): string {
  const charged = formatMoney(xof, 'XOF');
  return original.currency.toUpperCase() === 'XOF'
    ? charged
    : `${charged} (${formatMoney(original.amountMinor, original.currency.toUpperCase())})`;
}
