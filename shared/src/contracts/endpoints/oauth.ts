import type { Endpoint } from './endpoint';

/** Social sign-in with Google, Facebook and Twitter (platform.md §4, §5, §7). */

export const listOAuthProviders = {
  area: 'oauth',
  method: 'GET',
  path: '/auth/providers',
  summary: 'The social sign-in providers this site offers (those it has keys for)',
  access: 'visitor',
  schema: (s) => ({ response: s.OAuthProvidersResponseSchema }),
} as const satisfies Endpoint;

export const getOAuthConfig = {
  area: 'oauth',
  method: 'GET',
  path: '/auth/:provider/config',
  summary: 'Where to send the browser to sign in with a provider',
  access: 'visitor',
  errors: [404, 422],
  schema: (s) => ({
    params: s.OAuthProviderParamsSchema,
    query: s.OAuthConfigQuerySchema,
    response: s.OAuthConfigResponseSchema,
  }),
} as const satisfies Endpoint;

export const signInWithOAuth = {
  area: 'oauth',
  method: 'POST',
  path: '/auth/:provider/callback',
  summary: "Signs in with the provider's authorization code",
  access: 'visitor',
  errors: [401, 404, 409, 422, 502],
  schema: (s) => ({
    params: s.OAuthProviderParamsSchema,
    body: s.OAuthCallbackRequestSchema,
    response: s.OAuthCallbackResponseSchema,
  }),
} as const satisfies Endpoint;

export const linkOAuthAccount = {
  area: 'oauth',
  method: 'POST',
  path: '/auth/:provider/link',
  summary: "Links the provider's account to the signed-in user",
  access: 'user',
  errors: [404, 409, 422, 502],
  invalidates: ['oauth'],
  schema: (s) => ({
    params: s.OAuthProviderParamsSchema,
    body: s.OAuthCallbackRequestSchema,
    response: s.LinkedAccountsResponseSchema,
  }),
} as const satisfies Endpoint;

export const unlinkOAuthAccount = {
  area: 'oauth',
  method: 'DELETE',
  path: '/auth/:provider/unlink',
  summary: "Unlinks the provider's account",
  access: 'user',
  errors: [404, 409],
  invalidates: ['oauth'],
  schema: (s) => ({ params: s.OAuthProviderParamsSchema, response: s.LinkedAccountsResponseSchema }),
} as const satisfies Endpoint;

export const listLinkedAccounts = {
  area: 'oauth',
  method: 'GET',
  path: '/auth/linked-accounts',
  summary: 'Provider accounts linked to the signed-in user',
  access: 'user',
  schema: (s) => ({ response: s.LinkedAccountsResponseSchema }),
} as const satisfies Endpoint;
