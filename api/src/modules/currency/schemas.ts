import {
  CurrencyConvertQuerySchema,
  CurrencyConvertResponseSchema,
  CurrencyDetectQuerySchema,
  CurrencyDetectResponseSchema,
  CurrencyFormatRequestSchema,
  CurrencyFormatResponseSchema,
  CurrencyPreferenceRequestSchema,
  CurrencyPreferenceSchema,
  CurrencyRateQuerySchema,
  CurrencyRateResponseSchema,
  SupportedCurrencySchema,
} from '@kora/shared/contracts';
import { Type } from 'typebox';
import { bearer, errors } from '../../http/schemas';

const tags = ['currency'];

export const convertSchema = {
  tags,
  summary: 'An amount converted to another currency, rounded to its minor unit and formatted',
  querystring: CurrencyConvertQuerySchema,
  response: { 200: CurrencyConvertResponseSchema, ...errors(400) },
};

export const formatSchema = {
  tags,
  summary: "An amount as the site shows it: '1,99 €', '1 305 FCFA', '2,15 USD'",
  body: CurrencyFormatRequestSchema,
  response: { 200: CurrencyFormatResponseSchema, ...errors(422) },
};

export const supportedSchema = {
  tags,
  summary: 'The currencies prices are shown in, with their rate from 1 EUR (XOF pegged, USD configured)',
  response: { 200: Type.Array(SupportedCurrencySchema) },
};

export const rateSchema = {
  tags,
  summary: 'Units of `to` for 1 unit of `from`',
  querystring: CurrencyRateQuerySchema,
  response: { 200: CurrencyRateResponseSchema, ...errors(400) },
};

export const detectSchema = {
  tags,
  summary: 'The currency of a country: XOF in the UEMOA, USD in the US, else EUR',
  querystring: CurrencyDetectQuerySchema,
  response: { 200: CurrencyDetectResponseSchema, ...errors(400) },
};

export const preferenceSchema = {
  tags,
  summary: "Saves the signed-in user's currency (GET /api/profile gives it back); a userId in the body is ignored",
  security: bearer,
  body: CurrencyPreferenceRequestSchema,
  response: { 200: CurrencyPreferenceSchema, ...errors(401, 422) },
};
