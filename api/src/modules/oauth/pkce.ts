import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { OAuthProvider } from '@kora/shared/contracts';

/** A fresh random state when the client did not bring one. */
export function newState(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The PKCE verifier of a sign-in, derived from its state with the server's secret: nothing is kept
 * between the redirect and the callback, and a state that was tampered with gives a verifier the
 * provider refuses.
 */
export function codeVerifier(secret: string, provider: OAuthProvider, state: string): string {
  return createHmac('sha256', secret).update(`oauth-pkce:${provider}:${state}`).digest('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
