import { CURRENCIES, type CurrencyCode } from './common';

/**
 * The currency service (catalogue-and-commerce.md §7 "Currency"). Prices are set and charged in EUR;
 * other currencies are for display, converted with the rates below (units of a currency for 1 EUR).
 */

/** Prices are set and charged in this currency. */
export const BASE_CURRENCY: CurrencyCode = 'EUR';

/** The currency prices are shown in until a visitor chooses another (the site's server draws its pages in it). */
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

/** The fixed CFA franc peg: 1 EUR = 655.957 XOF, both ways, always. */
export const EUR_TO_XOF = 655.957;

/** US dollars for 1 EUR when the API is not configured otherwise (the API's CURRENCY_USD_RATE). */
export const FALLBACK_EUR_TO_USD = 1.08;

/** Units of each currency for 1 EUR. */
export type CurrencyRates = Readonly<Record<CurrencyCode, number>>;

/** The rates when nothing better is known (the spec's fallbacks). */
export const FALLBACK_RATES: CurrencyRates = { EUR: 1, XOF: EUR_TO_XOF, USD: FALLBACK_EUR_TO_USD };

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
