import { CURRENCIES, EUR_TO_XOF, type CurrencyRates, type SupportedCurrency } from '@kora/shared/contracts';
import { currencyDecimals, currencySymbol } from '@kora/shared/format';
import type { CurrencySettings } from './settings';

/** Units of each currency for 1 EUR: the CFA peg, and the configured dollar. */
export function ratesFrom(settings: CurrencySettings): CurrencyRates {
  return { EUR: 1, XOF: EUR_TO_XOF, USD: settings.usdPerEur };
}

/** Every currency the site shows prices in, EUR first, as `GET /currency/supported` answers. */
export function supportedCurrencies(rates: CurrencyRates): SupportedCurrency[] {
  return CURRENCIES.map((code) => ({
    code,
    symbol: currencySymbol(code),
    decimals: currencyDecimals(code),
    rate: rates[code],
  }));
}
