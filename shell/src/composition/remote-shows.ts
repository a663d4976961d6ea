import { appForPath, selectSignedIn, signInRequiredAt, useSessionStore } from '@kora/shared';
import type { RemoteDescriptor } from './runtime-config';

/**
 * Whether a remote shows this location: it owns the route, and the visitor may see it (a route that needs
 * an account sends a visitor to sign in from the shell, without fetching the remote's code).
 */
export function remoteShows(app: RemoteDescriptor['app'], pathname: string): boolean {
  if (appForPath(pathname) !== app) return false;
  return !signInRequiredAt(pathname) || selectSignedIn(useSessionStore.getState());
}
