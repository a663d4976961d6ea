import { errorText, http } from '@kora/shared';
import type { OAuthCallbackResponse } from '@kora/shared/contracts';
import { signInWithOAuth } from '@kora/shared/contracts/endpoints';
import type { TFunction } from 'i18next';
import { isOAuthProvider, takeOAuthState } from './oauth-state';

/** The spec also names `access_token` and `jwt` for the token a callback answers. */
type SocialSignInAnswer = Partial<OAuthCallbackResponse> & { access_token?: string; jwt?: string };

export type OAuthOutcome =
  { ok: true; token: string; username: string; email: string | null } | { ok: false; error: string };

function tokenOf(answer: SocialSignInAnswer): string | null {
  return answer.token || answer.access_token || answer.jwt || null;
}

/**
 * The return leg of social sign-in (platform.md §5): supported provider, no error from the provider,
 * the state it sends back equal to the one remembered (which is then forgotten), a code, then a token.
 */
export async function completeSocialSignIn(
  provider: string | undefined,
  query: URLSearchParams,
  t: TFunction,
): Promise<OAuthOutcome> {
  const remembered = takeOAuthState();
  if (!isOAuthProvider(provider)) return { ok: false, error: t('oauth.unsupported', { provider }) };
  const providerError = query.get('error');
  if (providerError) return { ok: false, error: t('oauth.providerError', { error: providerError }) };
  const state = query.get('state');
  if (!state || !remembered || state !== remembered) return { ok: false, error: t('oauth.invalidState') };
  const code = query.get('code');
  if (!code) return { ok: false, error: t('oauth.missingCode') };
  try {
    const answer: SocialSignInAnswer = await http.call(signInWithOAuth, {
      params: { provider },
      body: { code, state },
    });
    const token = tokenOf(answer);
    if (!token || !answer.user?.username) return { ok: false, error: t('oauth.missingToken') };
    return { ok: true, token, username: answer.user.username, email: answer.user.email ?? null };
  } catch (failure) {
    return { ok: false, error: errorText(failure, t('oauth.missingConfig', { provider })) };
  }
}
