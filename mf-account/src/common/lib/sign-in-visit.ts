import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  href,
  readSignInRequest,
  selectSignedIn,
  signInPath,
  useSessionStore,
  type RouteId,
  type SignInReason,
} from '@kora/shared';

export interface SignInVisit {
  /** Where to go once signed in: the validated page the user came from, else home. */
  next: string;
  /** Why the user is here: an error passed in the history state, or the reason the site sent them. */
  notice: { error: string } | { reason: SignInReason } | null;
  /** Signed in already on arrival: the screen has nothing to ask and sends the user on to `next`. */
  signedIn: boolean;
}

function errorOf(state: unknown): string | null {
  const error = (state as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : null;
}

/** An account screen's address that keeps the way back to `next` (and nothing else). */
export function accountScreenPath(screen: Extract<RouteId, 'signIn' | 'register'>, next: string): string {
  return `${href(screen)}${new URL(signInPath(next), window.location.origin).search}`;
}

/**
 * What the sign-in or register screen was asked on arrival. A signed-in user is sent on at once.
 * Otherwise the reason and any history state are removed from the address, so a reload or Back does
 * not say it again; the way back stays.
 */
export function useSignInVisit(screen: Extract<RouteId, 'signIn' | 'register'>): SignInVisit {
  const location = useLocation();
  const navigate = useNavigate();
  const [visit] = useState<SignInVisit>(() => {
    const request = readSignInRequest(location.search, location.state);
    const error = errorOf(location.state);
    return {
      next: request.next ?? href('home'),
      notice: error ? { error } : request.reason ? { reason: request.reason } : null,
      signedIn: selectSignedIn(useSessionStore.getState()),
    };
  });

  useEffect(() => {
    if (visit.signedIn) {
      navigate(visit.next, { replace: true });
      return;
    }
    const kept = accountScreenPath(screen, visit.next);
    if (location.state != null || `${location.pathname}${location.search}` !== kept) {
      navigate(`${kept}${location.hash}`, { replace: true, state: null });
    }
    // Once, on arrival: later history entries are the screen's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return visit;
}
