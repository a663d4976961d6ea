import type { CurrencyCode as Currency } from '../contracts/common';
import { FALLBACK_RATES } from '../contracts/currency-rates';

/** Rates from 1 EUR, used when the currency API cannot be reached (spec: XOF 655.957, USD 1.08). */
export const DEFAULT_RATES: Readonly<Record<Currency, number>> = FALLBACK_RATES;

export type Rates = Readonly<Partial<Record<Currency | string, number>>>;

/** Currencies with no minor unit: never multiplied by 100. */
const ZERO_DECIMAL = new Set(['XOF', 'XAF']);

const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', XOF: 'FCFA' };

// French layout, written out rather than Intl so the text is the same on every ICU version:
// narrow no-break space between thousands, comma for decimals, no-break space before the unit.
const GROUP = '\u202f';
const BEFORE_UNIT = '\u00a0';

/** What follows an amount of `currency`: '€', 'FCFA', else the code ('USD'). */
export function currencySymbol(currency: Currency | string): string {
  const code = currency.toUpperCase();
  return SYMBOLS[code] ?? code;
}

/** Digits after the decimal point for `currency`: 0 for XOF, else 2. */
export function currencyDecimals(currency: Currency | string): number {
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
  return `${frenchNumber(amount, currencyDecimals(code))}${BEFORE_UNIT}${currencySymbol(code)}`;
}

const rateOf = (currency: string, rates: Rates): number => {
  const rate = rates[currency.toUpperCase()];
  return typeof rate === 'number' && rate > 0 ? rate : Number.NaN;
};

/** An EUR amount in `currency`; NaN when no rate is known for it (formatMoney then shows '--'). */
export function convertFromEur(amountEur: number, currency: Currency | string, rates: Rates = DEFAULT_RATES): number {
  return amountEur * rateOf(currency, rates);
}

/** Units of `to` for 1 unit of `from` (rates are given from 1 EUR); NaN when either is unknown. */
export function rateBetween(from: Currency | string, to: Currency | string, rates: Rates = DEFAULT_RATES): number {
  return rateOf(to, rates) / rateOf(from, rates);
}

/** `amount` of `from` in `to`, not rounded; through EUR so the peg gives back exactly what it was given. */
export function convertAmount(
  amount: number,
  from: Currency | string,
  to: Currency | string,
  rates: Rates = DEFAULT_RATES,
): number {
  return (amount / rateOf(from, rates)) * rateOf(to, rates);
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
  return Math.round(roundTo(amount, currencyDecimals(currency)) * 10 ** currencyDecimals(currency));
}

/** An amount rounded to its currency's minor unit: 1305.35 XOF → 1305; 2.1492 USD → 2.15. */
export function roundToCurrency(amount: number, currency: Currency | string): number {
  return roundTo(amount, currencyDecimals(currency));
}

/** Minor → major units: 2550 EUR → 25.5; 656 XOF → 656. */
export function fromMinorUnits(minor: number, currency: Currency | string): number {
  return minor / 10 ** currencyDecimals(currency);
}
