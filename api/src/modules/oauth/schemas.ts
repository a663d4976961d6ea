import {
  LinkedAccountsResponseSchema,
  OAuthCallbackRequestSchema,
  OAuthCallbackResponseSchema,
  OAuthConfigResponseSchema,
  OAuthProvidersResponseSchema,
} from '@kora/shared/contracts';
import { Type } from 'typebox';
import { bearer, errors } from '../../http/schemas';

const tags = ['oauth'];

export const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

const callbackBody = OAuthCallbackRequestSchema;
const linkedAccounts = LinkedAccountsResponseSchema;

export const providersSchema = {
  tags,
  summary: 'The social sign-in providers this site offers (those it has keys for)',
  response: { 200: OAuthProvidersResponseSchema },
} as const;

export const configSchema = {
  tags,
  summary: 'Where to send the browser to sign in with a provider',
  params: providerParams,
  querystring: Type.Object({ state: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._~-]{16,200}$' })) }),
  response: {
    200: OAuthConfigResponseSchema,
    ...errors(400, 404, 422),
  },
} as const;

export const callbackSchema = {
  tags,
  summary: "Signs in with the provider's authorization code",
  params: providerParams,
  body: callbackBody,
  response: {
    200: OAuthCallbackResponseSchema,
    ...errors(401, 404, 409, 422, 502),
  },
} as const;

export const linkSchema = {
  tags,
  summary: "Links the provider's account to the signed-in user",
  security: bearer,
  params: providerParams,
  body: callbackBody,
  response: { 200: linkedAccounts, ...errors(401, 404, 409, 422, 502) },
} as const;

export const unlinkSchema = {
  tags,
  summary: "Unlinks the provider's account",
  security: bearer,
  params: providerParams,
  response: { 200: linkedAccounts, ...errors(401, 404, 409) },
} as const;

export const linkedSchema = {
  tags,
  summary: 'Provider accounts linked to the signed-in user',
  security: bearer,
  response: { 200: linkedAccounts, ...errors(401) },
} as const;
