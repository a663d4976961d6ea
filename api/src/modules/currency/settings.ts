import { FALLBACK_EUR_TO_USD } from '@kora/shared/contracts';

export interface CurrencySettings {
  /** US dollars for 1 EUR (EUR ↔ XOF is the fixed peg and is not configurable). */
  usdPerEur: number;
}

/** CURRENCY_USD_RATE when it is a positive number, else the spec's fallback 1.08. */
export function currencySettingsFrom(env: Record<string, string | undefined>): CurrencySettings {
  const configured = Number(env.CURRENCY_USD_RATE?.trim() || Number.NaN);
  return { usdPerEur: Number.isFinite(configured) && configured > 0 ? configured : FALLBACK_EUR_TO_USD };
}
