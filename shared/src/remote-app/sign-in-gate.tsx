import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { href, selectSignedIn, useSessionStore } from '@kora/shared';

/** Screens that need an account send visitors to the sign-in screen, remembering where they were going. */
export function SignInGate({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore(selectSignedIn);
  const location = useLocation();
  if (signedIn) return <>{children}</>;
  return <Navigate to={href('signIn')} replace state={{ from: location.pathname + location.search }} />;
}
