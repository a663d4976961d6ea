import type { CurrencyCode as Currency } from '../contracts/common';

/** Rates from 1 EUR, used when the currency API cannot be reached (spec: XOF 655.957, USD 1.08). */
export const DEFAULT_RATES: Readonly<Record<Currency, number>> = { EUR: 1, XOF: 655.957, USD: 1.08 };

export type Rates = Readonly<Partial<Record<Currency | string, number>>>;

/** Currencies with no minor unit: never multiplied by 100. */
const ZERO_DECIMAL = new Set(['XOF', 'XAF']);

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', XOF: 'FCFA' };

// French layout, written out rather than Intl so the text is the same on every ICU version:
// narrow no-break space between thousands, comma for decimals, no-break space before the unit.
const GROUP = '\u202f';
const BEFORE_UNIT = '\u00a0';

function decimalsOf(currency: string): number {
  return ZERO_DECIMAL.has(currency.toUpperCase()) ? 0 : 2;
}

function roundTo(amount: number, decimals: number): number {
  const factor = 10 ** decimals;
  // EPSILON keeps 1.005 from rounding down through binary representation.
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + Number.EPSILON * factor)) / factor;
}

function frenchNumber(amount: number, decimals: number): string {
  const fixed = Math.abs(roundTo(amount, decimals)).toFixed(decimals);
  const [whole, fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP);
  const sign = roundTo(amount, decimals) < 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/**
 * A price in major units of `currency`: EUR '1 234,50 €', XOF '655 957 FCFA' (rounded),
 * others '1,08 USD'; a missing price '--'.
 */
export function formatMoney(amount: number | null | undefined, currency: Currency | string): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '--';
  const code = (currency || 'EUR').toUpperCase();
  return `${frenchNumber(amount, decimalsOf(code))}${BEFORE_UNIT}${SYMBOLS[code] ?? code}`;
}

/** An EUR amount in `currency`; NaN when no rate is known for it (formatMoney then shows '--'). */
export function convertFromEur(amountEur: number, currency: Currency | string, rates: Rates = DEFAULT_RATES): number {
  const rate = rates[currency.toUpperCase()];
  return typeof rate === 'number' ? amountEur * rate : Number.NaN;
}

/** An EUR price shown in the user's currency. */
export function formatPriceFromEur(
  amountEur: number | null | undefined,
  currency: Currency | string,
  rates: Rates = DEFAULT_RATES,
): string {
  if (typeof amountEur !== 'number') return '--';
  return formatMoney(convertFromEur(amountEur, currency, rates), currency);
}

/** Major → minor units as an integer: 25.5 EUR → 2550; 655.957 XOF → 656 (XOF has no minor unit). */
export function toMinorUnits(amount: number, currency: Currency | string): number {
  return Math.round(roundTo(amount, decimalsOf(currency)) * 10 ** decimalsOf(currency));
}

/** Minor → major units: 2550 EUR → 25.5; 656 XOF → 656. */
export function fromMinorUnits(minor: number, currency: Currency | string): number {
  return minor / 10 ** decimalsOf(currency);
}
