import { convertMinor, type AmountInMinor } from '@kora/shared/format';
import { formatMoney } from '../html';

/**
 * Amounts charged by mobile money, in CFA francs (XOF, no minor unit). The euro is converted at the
 * fixed peg 1 EUR = 655.957 XOF and rounded UP to the franc, so the platform never receives less than
 * the price; all in integers (the peg × 1000 = 655 957), never in floating point.
 */

/** An amount in minor units of its currency: 199 EUR is 1,99 €; 1306 XOF is 1 306 FCFA. */
export type MinorAmount = AmountInMinor;

export class UnsupportedCurrencyError extends Error {
  constructor(currency: string) {
    super(`Montant en ${currency} : seuls EUR, XOF et USD se convertissent en FCFA.`);
    this.name = 'UnsupportedCurrencyError';
  }
}

/**
 * The FCFA to charge for an amount: XOF as it is, EUR at the peg, USD through the configured dollars
 * for 1 EUR (`usdPerEur`, the API's CURRENCY_USD_RATE), each rounded up to the franc.
 * 199 EUR cents → 1 306 (199 × 6.55957 = 1 305.35…).
 */
export function toFcfa(amount: MinorAmount, options: { usdPerEur?: number } = {}): number {
  if (amount.currency.toUpperCase() === 'USD' && options.usdPerEur === undefined) {
    throw new RangeError('Taux USD → EUR manquant (CURRENCY_USD_RATE).');
  }
  const xof = convertMinor(amount, 'XOF', 'up', options.usdPerEur);
  if (xof === null) throw new UnsupportedCurrencyError(amount.currency);
  return xof;
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
