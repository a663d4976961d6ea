import { href, matchRoute, type RouteId } from '../routes';

/**
 * Why someone is on the sign-in screen: their session just ended, or the page they opened needs an
 * account. The screen says so, then takes them back to that page.
 */
export type SignInReason = 'sessionExpired' | 'signInRequired';

const SIGN_IN_REASONS: readonly SignInReason[] = ['sessionExpired', 'signInRequired'];

/** The sign-in screen's query: `?next=/tickets&reason=sessionExpired`. */
const SIGN_IN_QUERY = { next: 'next', reason: 'reason' } as const;

/** How long after a session ended the sign-in screen still explains it and offers the way back. */
export const SESSION_EXPIRY_MEMORY_MS = 30_000;

/** The account's own entry screens: after signing in nobody is sent back to one of them. */
const ENTRY_SCREENS: ReadonlySet<RouteId> = new Set(['signIn', 'register', 'forgot', 'resetPassword', 'oauthCallback']);

const THIS_SITE = 'https://kora.invalid';

/**
 * `path` as a page of this site from the route table (with its query and fragment), or null: another
 * origin (`//evil.example`, `https://…`, `/\evil`), an unknown path or an entry screen is never a way back.
 */
export function returnPath(path: unknown): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are how a path smuggles another address
  if (typeof path !== 'string' || !path.startsWith('/') || /[\\\u0000-\u001f]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, THIS_SITE);
  } catch {
    return null;
  }
  if (url.origin !== THIS_SITE) return null;
  const route = matchRoute(url.pathname);
  if (!route || ENTRY_SCREENS.has(route.id)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in screen's address for someone leaving `from`: it returns there after signing in (the home
 * page needs no mention). A link to sign in gives no reason; a redirect gives one.
 */
export function signInPath(from?: string | null, reason?: SignInReason): string {
  const query = new URLSearchParams();
  const next = returnPath(from);
  if (next && next !== href('home')) query.set(SIGN_IN_QUERY.next, next);
  if (reason) query.set(SIGN_IN_QUERY.reason, reason);
  const search = query.toString();
  return search ? `${href('signIn')}?${search}` : href('signIn');
}

let lastExpiry: { from: string | null; at: number } | null = null;

const recentExpiry = () => (lastExpiry && Date.now() - lastExpiry.at <= SESSION_EXPIRY_MEMORY_MS ? lastExpiry : null);

/** Remembers the page a session ended on (`expireSession` calls it). */
export function rememberSessionExpiry(from: string | null): void {
  lastExpiry = { from: returnPath(from), at: Date.now() };
}

/** Forgets an ended session: a new one has started. */
export function forgetSessionExpiry(): void {
  lastExpiry = null;
}

/**
 * Where a signed-out visitor on a page that needs an account is sent, and where the page is sent when
 * its session ends: the sign-in screen, saying whether the session ended or the page needs an account.
 * Every redirect computes the same address, whichever runs first.
 */
export function signInRedirect(from: string | null): string {
  return signInPath(from, recentExpiry() ? 'sessionExpired' : 'signInRequired');
}

export interface SignInRequest {
  /** The validated page to return to after signing in, or null for the home page. */
  next: string | null;
  reason: SignInReason | null;
}

const reasonOf = (value: string | null): SignInReason | null =>
  SIGN_IN_REASONS.find((reason) => reason === value) ?? null;

/**
 * What the sign-in screen at `search` was asked: its `next` and `reason`, else (an older redirect that
 * passed `{ from }` in the history state, or lost everything) the page a session just ended on. A recent
 * expiry is given once.
 */
export function readSignInRequest(search: string, state?: unknown): SignInRequest {
  const query = new URLSearchParams(search);
  const expiry = recentExpiry();
  lastExpiry = null;
  const from = (state as { from?: unknown } | null | undefined)?.from;
  const next = returnPath(query.get(SIGN_IN_QUERY.next)) ?? returnPath(from) ?? expiry?.from ?? null;
  const reason = reasonOf(query.get(SIGN_IN_QUERY.reason)) ?? (expiry ? 'sessionExpired' : null);
  return { next, reason };
}
