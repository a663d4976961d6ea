import type { CurrencyCode } from '@kora/shared/contracts';

/** The eight UEMOA members, whose currency is the West African CFA franc. */
const UEMOA_COUNTRIES: ReadonlySet<string> = new Set(['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG']);

/** The country as an upper-case code, or null when none was given. */
export function countryCode(country: string | undefined): string | null {
  const code = country?.trim().toUpperCase();
  return code ? code : null;
}

/** XOF in the UEMOA, USD in the United States, EUR everywhere else (and when the country is unknown). */
export function currencyOfCountry(country: string | null): CurrencyCode {
  if (country && UEMOA_COUNTRIES.has(country)) return 'XOF';
  if (country === 'US') return 'USD';
  return 'EUR';
}
