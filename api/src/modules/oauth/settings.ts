import type { OAuthProvider } from '@kora/shared/contracts';

export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['google', 'facebook', 'twitter'];

export interface OAuthProviderSettings {
  /** null until OAUTH_<PROVIDER>_CLIENT_ID is set. */
  clientId: string | null;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** The web app's callback page. */
  redirectUri: string;
  scope: string;
  /** How the client authenticates at the token endpoint. */
  tokenAuth: 'body' | 'basic';
}

type Defaults = Pick<OAuthProviderSettings, 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl' | 'scope' | 'tokenAuth'>;

/** The real providers' endpoints and the scopes of platform.md §9. */
const DEFAULTS: Record<OAuthProvider, Defaults> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'email profile',
    tokenAuth: 'body',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
    tokenAuth: 'body',
  },
  twitter: {
    authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
    tokenUrl: 'https://api.twitter.com/2/oauth2/token',
    userinfoUrl: 'https://api.twitter.com/2/users/me',
    scope: 'tweet.read users.read',
    tokenAuth: 'basic',
  },
};

/** OAUTH_<PROVIDER>_CLIENT_ID, _CLIENT_SECRET, _AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL, _REDIRECT_URI. */
export function oauthSettingsFrom(
  env: Record<string, string | undefined>,
  webUrl: string,
): Record<OAuthProvider, OAuthProviderSettings> {
  const entries = OAUTH_PROVIDERS.map((provider) => {
    const prefix = `OAUTH_${provider.toUpperCase()}_`;
    const value = (name: string) => env[prefix + name]?.trim() || undefined;
    const defaults = DEFAULTS[provider];
    const settings: OAuthProviderSettings = {
      clientId: value('CLIENT_ID') ?? null,
      clientSecret: value('CLIENT_SECRET') ?? null,
      authorizeUrl: value('AUTHORIZE_URL') ?? defaults.authorizeUrl,
      tokenUrl: value('TOKEN_URL') ?? defaults.tokenUrl,
      userinfoUrl: value('USERINFO_URL') ?? defaults.userinfoUrl,
      redirectUri: value('REDIRECT_URI') ?? `${webUrl}/auth/${provider}/callback`,
      scope: defaults.scope,
      tokenAuth: defaults.tokenAuth,
    };
    return [provider, settings] as const;
  });
  return Object.fromEntries(entries) as Record<OAuthProvider, OAuthProviderSettings>;
}
