/**
 * Social sign-in: the providers the site knows, and what is kept on the device between the two legs
 * (the random state, the page to return to).
 */
import { href, readString, removeKey, returnPath, writeString } from '@kora/shared';
import type { OAuthProvider } from '@kora/shared/contracts';

export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['google', 'facebook', 'twitter'];

export const OAUTH_STATE_KEY = 'oauth_state';
export const OAUTH_RETURN_KEY = 'oauth_next';

export function isOAuthProvider(value: string | undefined): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value ?? '');
}

/** A fresh random state (48 hexadecimal characters). */
export function newOAuthState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Remembers the state on the device until the provider sends the user back. With storage blocked the
 * return leg fails the state check, which is the safe outcome.
 */
export function rememberOAuthState(state: string): void {
  writeString(OAUTH_STATE_KEY, state);
}

/** The remembered state, deleted as it is read so it can serve only once. */
export function takeOAuthState(): string | null {
  const state = readString(OAUTH_STATE_KEY);
  removeKey(OAUTH_STATE_KEY);
  return state;
}

/** Remembers the page to return to once the provider sends the user back signed in. */
export function rememberOAuthReturn(next: string): void {
  writeString(OAUTH_RETURN_KEY, next);
}

/** The page to return to after a social sign-in (checked again: storage is the user's), else home; read once. */
export function takeOAuthReturn(): string {
  const next = returnPath(readString(OAUTH_RETURN_KEY));
  removeKey(OAUTH_RETURN_KEY);
  return next ?? href('home');
}
