import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSignedIn, signInRedirect, useSessionStore } from '@kora/shared';

/** Screens that need an account send visitors to the sign-in screen, remembering where they were going. */
export function SignInGate({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore(selectSignedIn);
  const location = useLocation();
  if (signedIn) return <>{children}</>;
  return <Navigate to={signInRedirect(location.pathname + location.search + location.hash)} replace />;
}
