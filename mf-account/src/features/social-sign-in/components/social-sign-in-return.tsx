import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { FormMessage, href, LoadingState, useSessionStore, useTranslation } from '@kora/shared';
import { completeSocialSignIn } from '../lib/oauth-callback';
import { takeOAuthReturn } from '../lib/oauth-state';

/** After a failed social sign-in, the error stays this long before the sign-in screen. */
export const OAUTH_ERROR_REDIRECT_MS = 3000;

/** The provider sends the user back here: signed in and on to the page they came from, or told why not. */
export function SocialSignInReturn() {
  const { t } = useTranslation('account');
  const { provider } = useParams();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void completeSocialSignIn(provider, query, t).then((outcome) => {
      if (cancelled) return;
      if (outcome.ok) {
        useSessionStore.getState().signIn({ token: outcome.token, username: outcome.username, email: outcome.email });
        navigate(takeOAuthReturn(), { replace: true });
        return;
      }
      setError(outcome.error);
      timer = setTimeout(() => navigate(href('signIn'), { replace: true }), OAUTH_ERROR_REDIRECT_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // The return leg runs once per visit: the state it checks is deleted as it is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return error ? (
    <FormMessage kind="error">
      <p>{error}</p>
      <p>{t('oauth.redirecting')}</p>
    </FormMessage>
  ) : (
    <LoadingState label={t('oauth.inProgress')} />
  );
}
