import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { withTimeout } from '@kora/shared';
import { isOfflineRemote } from './offline-remote-plugin';
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

async function attempt<T>(remote: RemoteDescriptor, id: string, fresh: boolean): Promise<T> {
  // A remote that failed before keeps its failure cached in the runtime: register it anew.
  if (fresh) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  const module = await loadRemote<T>(id).catch((error: unknown) => {
    throw new RemoteUnavailableError(id, error);
  });
  if (module === null || module === undefined || isOfflineRemote(module)) {
    throw new RemoteUnavailableError(id, isOfflineRemote(module) ? module.error : 'empty module');
  }
  return module;
}

/**
 * Loads an exposed module of a remote: one quick retry on failure, and never longer than
 * `timeoutMs` in all, so a slow or down remote turns into a contained message instead of a hang.
 */
export function loadRemoteModule<T>(
  remote: RemoteDescriptor,
  expose: string,
  { timeoutMs = REMOTE_TIMEOUT_MS, fresh = false }: { timeoutMs?: number; fresh?: boolean } = {},
): Promise<T> {
  const id = `${remote.name}/${expose.replace(/^\.\//, '')}`;
  const load = attempt<T>(remote, id, fresh).catch(async () => {
    await delay(RETRY_DELAY_MS);
    return attempt<T>(remote, id, true);
  });
  return withTimeout(load, timeoutMs, () => new RemoteUnavailableError(id, 'timeout'));
}
