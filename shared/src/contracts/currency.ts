import { Type, type Static } from 'typebox';
import { CurrencySchema, Nullable } from './schema-kit';

export * from './currency-rates';

const AmountSchema = Type.Number({ minimum: 0, maximum: 1e12, description: 'Major units, e.g. 1.99' });

/** `GET /api/currency/convert?amount&from&to` */
export const CurrencyConvertQuerySchema = Type.Object({
  amount: AmountSchema,
  from: CurrencySchema,
  to: CurrencySchema,
});
export type CurrencyConvertQuery = Static<typeof CurrencyConvertQuerySchema>;

/** → 200: the amount in `to`, rounded to its minor unit (no decimals in XOF), and as the site shows it. */
export const CurrencyConvertResponseSchema = Type.Object({
  amount: Type.Number(),
  from: CurrencySchema,
  to: CurrencySchema,
  rate: Type.Number({ description: 'Units of `to` for 1 unit of `from`.' }),
  converted_amount: Type.Number(),
  formatted_amount: Type.String({ description: "e.g. '1 305 FCFA', '1,99 €', '2,15 USD'" }),
});
export type CurrencyConvertResponse = Static<typeof CurrencyConvertResponseSchema>;

/** `POST /api/currency/format` body */
export const CurrencyFormatRequestSchema = Type.Object({ amount: AmountSchema, currency: CurrencySchema });
export type CurrencyFormatRequest = Static<typeof CurrencyFormatRequestSchema>;

/** → 200 */
export const CurrencyFormatResponseSchema = Type.Object({
  amount: Type.Number(),
  currency: CurrencySchema,
  formatted_amount: Type.String(),
});
export type CurrencyFormatResponse = Static<typeof CurrencyFormatResponseSchema>;

/** One line of `GET /api/currency/supported` (a plain array, base currency first). */
export const SupportedCurrencySchema = Type.Object({
  code: CurrencySchema,
  symbol: Type.String({ description: "What follows a price: '€', 'FCFA', 'USD'." }),
  decimals: Type.Integer({ description: 'Digits of the minor unit: 2, or 0 for XOF.' }),
  rate: Type.Number({ description: 'Units of this currency for 1 EUR.' }),
});
export type SupportedCurrency = Static<typeof SupportedCurrencySchema>;

/** `GET /api/currency/rate?from&to` */
export const CurrencyRateQuerySchema = Type.Object({ from: CurrencySchema, to: CurrencySchema });
export type CurrencyRateQuery = Static<typeof CurrencyRateQuerySchema>;

/** → 200 */
export const CurrencyRateResponseSchema = Type.Object({
  from: CurrencySchema,
  to: CurrencySchema,
  rate: Type.Number({ description: 'Units of `to` for 1 unit of `from`.' }),
});
export type CurrencyRateResponse = Static<typeof CurrencyRateResponseSchema>;

/** `GET /api/currency/detect?country` (ISO 3166 alpha-2, any case; missing or unknown → EUR) */
export const CurrencyDetectQuerySchema = Type.Object({ country: Type.Optional(Type.String({ maxLength: 64 })) });
export type CurrencyDetectQuery = Static<typeof CurrencyDetectQuerySchema>;

/** → 200: XOF in the UEMOA countries, USD in the United States, EUR everywhere else. */
export const CurrencyDetectResponseSchema = Type.Object({
  country: Nullable(Type.String({ description: 'The country as understood, upper case.' })),
  currency: CurrencySchema,
});
export type CurrencyDetectResponse = Static<typeof CurrencyDetectResponseSchema>;

/**
 * `PUT /api/currency/preference` (bearer) body. The spec's client also sends `userId`: it is ignored,
 * the token says whose preference it is. → 200 CurrencyPreference; `GET /api/profile` carries it too.
 */
export const CurrencyPreferenceRequestSchema = Type.Object({ currency: CurrencySchema });
export type CurrencyPreferenceRequest = Static<typeof CurrencyPreferenceRequestSchema>;

export const CurrencyPreferenceSchema = Type.Object({ currency: CurrencySchema });
export type CurrencyPreference = Static<typeof CurrencyPreferenceSchema>;
