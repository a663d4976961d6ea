import { useState } from 'react';
import { errorText, FormMessage, http, read, useQuery, useTranslation } from '@kora/shared';
import type { OAuthProvider, OAuthProvidersResponse } from '@kora/shared/contracts';
import { getOAuthConfig, listOAuthProviders } from '@kora/shared/contracts/endpoints';
import { redirectTo } from '../../../common/lib/redirect';
import { newOAuthState, rememberOAuthReturn, rememberOAuthState } from '../lib/oauth-state';

const providersOf = (answer: OAuthProvidersResponse) => answer.providers;

/**
 * Sign in with Google, Facebook or Twitter, each offered only when the site has its keys: remembers a
 * random state and the page to return to (`next`), then goes to the provider.
 */
export function SocialSignIn({ next }: { next: string }) {
  const { t } = useTranslation('account');
  const { data: providers = [] } = useQuery({ ...read(listOAuthProviders), select: providersOf });
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(provider: OAuthProvider) {
    setPending(provider);
    setError(null);
    try {
      const config = await http.call(getOAuthConfig, { params: { provider }, query: { state: newOAuthState() } });
      rememberOAuthState(config.state);
      rememberOAuthReturn(next);
      redirectTo(config.url);
    } catch (failure) {
      setError(errorText(failure, t('oauth.missingConfig', { provider })));
    } finally {
      setPending(null);
    }
  }

  if (providers.length === 0) return null;

  return (
    <div className="kora-social">
      <p className="kora-social__label">{t('oauth.or')}</p>
      <div className="kora-social__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`kora-button kora-social__button kora-social__button--${provider}`}
            disabled={pending !== null}
            aria-busy={pending === provider || undefined}
            onClick={() => void start(provider)}
          >
            {t(`oauth.continueWith.${provider}`)}
          </button>
        ))}
      </div>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
