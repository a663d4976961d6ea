import { bearer, errors, int, nullableStr, str } from '../../http/schemas';

const tags = ['oauth'];

export const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;

const callbackBody = {
  type: 'object',
  required: ['code', 'state'],
  properties: { code: { type: 'string', maxLength: 2000 }, state: { type: 'string', minLength: 1, maxLength: 500 } },
} as const;

const linkedAccounts = {
  type: 'array',
  items: { type: 'object', properties: { provider: str, email: nullableStr, linkedAt: str } },
} as const;

export const configSchema = {
  tags,
  summary: 'Where to send the browser to sign in with a provider',
  params: providerParams,
  querystring: { type: 'object', properties: { state: { type: 'string', pattern: '^[A-Za-z0-9._~-]{16,200}$' } } },
  response: {
    200: {
      type: 'object',
      properties: {
        provider: str,
        clientId: str,
        scope: str,
        redirectUri: str,
        authorizeUrl: str,
        state: str,
        codeChallenge: str,
        codeChallengeMethod: str,
        url: str,
      },
    },
    ...errors(400, 404, 422),
  },
} as const;

export const callbackSchema = {
  tags,
  summary: "Signs in with the provider's authorization code",
  params: providerParams,
  body: callbackBody,
  response: {
    200: {
      type: 'object',
      properties: {
        token: str,
        expiresIn: int,
        created: { type: 'boolean' },
        user: {
          type: 'object',
          properties: { id: int, username: str, email: str, roles: { type: 'array', items: str } },
        },
      },
    },
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
