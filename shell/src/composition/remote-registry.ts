import type { RemoteAppName } from '@kora/shared';
import type { RemoteDescriptor } from './runtime-config';

const remotes = new Map<RemoteAppName, RemoteDescriptor>();

export function setRemotes(descriptors: RemoteDescriptor[]) {
  remotes.clear();
  for (const descriptor of descriptors) remotes.set(descriptor.app, descriptor);
}

export function remoteFor(app: RemoteAppName): RemoteDescriptor {
  const remote = remotes.get(app);
  if (!remote) throw new Error(`No remote registered for ${app}`);
  return remote;
}
