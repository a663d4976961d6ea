import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a remote module resolves to when its remote could not be reached. */
export const OFFLINE_REMOTE = Symbol.for('kora.offline-remote');

export interface OfflineRemoteModule {
  [OFFLINE_REMOTE]: true;
  id: string;
  error: unknown;
}

export function isOfflineRemote(value: unknown): value is OfflineRemoteModule {
  return typeof value === 'object' && value !== null && OFFLINE_REMOTE in value;
}

/**
 * A remote that cannot be fetched resolves to a marker instead of throwing inside the federation
 * runtime, so the shell decides what the user sees (a contained "section unavailable" with Retry).
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kora-offline-remote',
    async errorLoadRemote({ id, error, lifecycle }) {
      // A manifest that did not arrive is left to the runtime, which reports it (RUNTIME-003) when the module
      // is requested: a marker here would be taken for the manifest and reported as an invalid one.
      if (lifecycle === 'afterResolve') return undefined;
      console.warn(`[kora] remote module ${id} is unavailable`, error);
      const offline: OfflineRemoteModule = { [OFFLINE_REMOTE]: true, id, error };
      return offline;
    },
  };
}
