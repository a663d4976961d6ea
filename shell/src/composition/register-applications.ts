import { registerApplication, start } from 'single-spa';
import { remoteApplication } from './remote-application';
import { remoteShows } from './remote-shows';
import type { RemoteDescriptor } from './runtime-config';

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
