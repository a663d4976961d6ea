import type { OAuthProvider } from '@kora/shared/contracts';
import { HttpError } from '../../http/errors';
import type { OAuthProviderSettings } from './settings';

/** Who the provider says the user is. */
export interface ProviderProfile {
  id: string;
  email: string | null;
  /** The provider vouches for the email (Google's email_verified; Facebook returns confirmed emails only). */
  emailVerified: boolean;
  name: string | null;
  username: string | null;
}

const TIMEOUT_MS = 10_000;

function failed(provider: OAuthProvider): HttpError {
  return new HttpError(401, `La connexion avec ${provider} a échoué. Veuillez réessayer.`);
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => null);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The user info of each provider in one shape. */
export function profileFrom(provider: OAuthProvider, body: Record<string, unknown>): ProviderProfile | null {
  switch (provider) {
    case 'google': {
      const id = text(body.sub);
      const name =
        text(body.name) ?? ([text(body.given_name), text(body.family_name)].filter(Boolean).join(' ') || null);
      return id
        ? { id, email: text(body.email), emailVerified: body.email_verified === true, name, username: null }
        : null;
    }
    case 'facebook': {
      const id = text(body.id);
      const email = text(body.email);
      return id ? { id, email, emailVerified: email !== null, name: text(body.name), username: null } : null;
    }
    case 'twitter': {
      const data = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
      const id = text(data.id);
      return id
        ? { id, email: null, emailVerified: false, name: text(data.name), username: text(data.username) }
        : null;
    }
  }
}

/** Exchanges the authorization code (with its PKCE verifier) for an access token, then reads the user info. */
export async function fetchProviderProfile(
  provider: OAuthProvider,
  settings: OAuthProviderSettings & { clientId: string; clientSecret: string },
  code: string,
  verifier: string,
): Promise<ProviderProfile> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: settings.redirectUri,
    code_verifier: verifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (settings.tokenAuth === 'basic') {
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64')}`;
  } else {
    form.set('client_id', settings.clientId);
    form.set('client_secret', settings.clientSecret);
  }
  let accessToken: string | null;
  try {
    const tokenResponse = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!tokenResponse.ok) throw failed(provider);
    accessToken = text((await readJson(tokenResponse)).access_token);
    if (!accessToken) throw failed(provider);
    const userinfo = await fetch(settings.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!userinfo.ok) throw failed(provider);
    const profile = profileFrom(provider, await readJson(userinfo));
    if (!profile) throw failed(provider);
    return profile;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, `${provider} ne répond pas. Veuillez réessayer plus tard.`);
  }
}
