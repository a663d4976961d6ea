import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { withTimeout } from '@kora/shared';
import { isOfflineRemote } from './offline-remote-plugin';
import { remoteFailureKind } from './remote-failure';
import type { RemoteDescriptor } from './runtime-config';

export const REMOTE_TIMEOUT_MS = 5000;
const RETRY_DELAY_MS = 300;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    readonly reason: unknown,
  ) {
    super(`Remote module ${id} is unavailable`);
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The remotes of which a module has loaded in this page (an app or a parcel): they are running. */
const runningRemotes = new Set<string>();

async function attempt<T>(remote: RemoteDescriptor, id: string, fresh: boolean): Promise<T> {
  // A remote that failed before keeps its failure cached in the runtime: register it anew — unless some of
  // its modules are running, which a forced registration would throw away with their state and shared modules.
  if (fresh && !runningRemotes.has(remote.name)) {
    registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }
  const module = await loadRemote<T>(id).catch((error: unknown) => {
    throw new RemoteUnavailableError(id, error);
  });
  if (module === null || module === undefined || isOfflineRemote(module)) {
    throw new RemoteUnavailableError(id, isOfflineRemote(module) ? module.error : 'empty module');
  }
  runningRemotes.add(remote.name);
  return module;
}

/**
 * Loads an exposed module of a remote: one quick retry after a transient failure (none after a permanent
 * one: it would fail the same way), and never longer than `timeoutMs` in all, so a slow or down remote
 * turns into a contained message instead of a hang. `fresh` asks for a new registration of the remote,
 * granted only while nothing of it runs in the page.
 */
export function loadRemoteModule<T>(
  remote: RemoteDescriptor,
  expose: string,
  { timeoutMs = REMOTE_TIMEOUT_MS, fresh = false }: { timeoutMs?: number; fresh?: boolean } = {},
): Promise<T> {
  const id = `${remote.name}/${expose.replace(/^\.\//, '')}`;
  const load = attempt<T>(remote, id, fresh).catch(async (error: unknown) => {
    if (remoteFailureKind(error) === 'permanent') throw error;
    await delay(RETRY_DELAY_MS);
    return attempt<T>(remote, id, true);
  });
  return withTimeout(load, timeoutMs, () => new RemoteUnavailableError(id, 'timeout'));
}
