import { CURRENCY_DECIMALS, type CurrencyCode, type Price } from '@kora/shared/contracts';

function currencyCode(code: string): CurrencyCode {
  return code in CURRENCY_DECIMALS ? (code as CurrencyCode) : 'EUR';
}

/** An amount stored in minor units as the answer's price fields: 199 EUR → { price: 1.99, priceMinor: 199 }. */
export function priceOf(minor: number, currency: string): Price {
  const code = currencyCode(currency);
  const decimals = CURRENCY_DECIMALS[code];
  return { price: Number((minor / 10 ** decimals).toFixed(decimals)), priceMinor: minor, currency: code };
}
