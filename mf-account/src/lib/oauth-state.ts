/** Social sign-in: the providers the site knows, and the random state kept on the device between the two legs. */
import { readString, removeKey, writeString } from '@kora/shared';
import type { OAuthProvider } from '@kora/shared/contracts';

export const OAUTH_PROVIDERS: readonly OAuthProvider[] = ['google', 'facebook', 'twitter'];

export const OAUTH_STATE_KEY = 'oauth_state';

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
