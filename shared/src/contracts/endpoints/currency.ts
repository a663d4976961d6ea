import type { Endpoint } from './endpoint';

/**
 * Currency (catalogue-and-commerce.md §7): conversion and formatting of prices, the supported currencies,
 * detection, and the user's saved choice. Bad input answers the call's own message (§8): 400 for a query,
 * 422 for a body.
 */

export const convertCurrency = {
  area: 'currency',
  method: 'GET',
  path: '/currency/convert',
  summary: 'An amount converted to another currency, rounded to its minor unit and formatted',
  access: 'visitor',
  schema: (s) => ({ query: s.CurrencyConvertQuerySchema, response: s.CurrencyConvertResponseSchema }),
} as const satisfies Endpoint;

export const formatCurrency = {
  area: 'currency',
  method: 'POST',
  path: '/currency/format',
  summary: "An amount as the site shows it: '1,99 €', '1 305 FCFA', '2,15 USD'",
  access: 'visitor',
  errors: [422],
  schema: (s) => ({ body: s.CurrencyFormatRequestSchema, response: s.CurrencyFormatResponseSchema }),
} as const satisfies Endpoint;

export const listSupportedCurrencies = {
  area: 'currency',
  method: 'GET',
  path: '/currency/supported',
  summary: 'The currencies prices are shown in, with their rate from 1 EUR (XOF pegged, USD configured)',
  access: 'visitor',
  schema: (s) => ({ response: s.Type.Array(s.SupportedCurrencySchema) }),
} as const satisfies Endpoint;

export const currencyRate = {
  area: 'currency',
  method: 'GET',
  path: '/currency/rate',
  summary: 'Units of `to` for 1 unit of `from`',
  access: 'visitor',
  schema: (s) => ({ query: s.CurrencyRateQuerySchema, response: s.CurrencyRateResponseSchema }),
} as const satisfies Endpoint;

export const detectCurrency = {
  area: 'currency',
  method: 'GET',
  path: '/currency/detect',
  summary: 'The currency of a country: XOF in the UEMOA, USD in the US, else EUR',
  access: 'visitor',
  schema: (s) => ({ query: s.CurrencyDetectQuerySchema, response: s.CurrencyDetectResponseSchema }),
} as const satisfies Endpoint;

export const saveCurrencyPreference = {
  area: 'currency',
  method: 'PUT',
  path: '/currency/preference',
  summary: "Saves the signed-in user's currency (GET /api/profile gives it back); a userId in the body is ignored",
  access: 'user',
  errors: [422],
  invalidates: ['accounts'],
  schema: (s) => ({ body: s.CurrencyPreferenceRequestSchema, response: s.CurrencyPreferenceSchema }),
} as const satisfies Endpoint;
