import { useLocation } from 'react-router-dom';
import { signInPath } from '@kora/shared';

/** The sign-in screen's address that brings the reader back to this very page once signed in. */
export function useSignInHere(): string {
  const { pathname, search, hash } = useLocation();
  return signInPath(pathname + search + hash);
}
