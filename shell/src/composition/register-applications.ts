import { registerApplication, start } from 'single-spa';
import { appForPath, selectSignedIn, signInRequiredAt, useSessionStore } from '@kora/shared';
import { remoteApplication } from './remote-application';
import type { RemoteDescriptor } from './runtime-config';

/**
 * Whether a remote shows this location: it owns the route, and the visitor may see it (a route that needs
 * an account sends a visitor to sign in from the shell, without fetching the remote's code).
 */
export function remoteShows(app: RemoteDescriptor['app'], pathname: string): boolean {
  if (appForPath(pathname) !== app) return false;
  return !signInRequiredAt(pathname) || selectSignedIn(useSessionStore.getState());
}

/** One single-spa application per remote, active on the routes the route table gives it. */
export function registerRemoteApplications(remotes: RemoteDescriptor[]) {
  for (const remote of remotes) {
    const container = document.getElementById(`kora-remote-${remote.app}`);
    if (!container) throw new Error(`index.html has no container for ${remote.app}`);
    registerApplication({
      name: remote.app,
      app: async () => remoteApplication(remote, container),
      activeWhen: (location) => remoteShows(remote.app, location.pathname),
    });
  }
  start({ urlRerouteOnly: true });
}
