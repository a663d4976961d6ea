import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, selectSignedIn, signInRedirect, useSessionStore } from '@kora/shared';

/** §9: a podcast cannot be created without a session; the sign-in screen follows after 2 s. */
export const SIGN_IN_REDIRECT_MS = 2000;

/**
 * Whether a session is open. When it ends while the form is shown, the sign-in screen follows after
 * `SIGN_IN_REDIRECT_MS`, with the way back to this form.
 */
export function useSignInRedirect(): boolean {
  const signedIn = useSessionStore(selectSignedIn);
  const navigate = useNavigate();
  useEffect(() => {
    if (signedIn) return undefined;
    const timer = setTimeout(
      () => navigate(signInRedirect(href('podcastCreate'))),
      SIGN_IN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);
  return signedIn;
}
