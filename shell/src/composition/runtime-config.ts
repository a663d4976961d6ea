import type { RemoteAppName } from '@kora/shared';

export interface RemoteDescriptor {
  app: RemoteAppName;
  /** The remote's Module Federation name, e.g. mf_catalogue. */
  name: string;
  /** Where its remoteEntry.js is served (its mf-manifest.json beside it describes the build). */
  entry: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  remotes: RemoteDescriptor[];
}

/** Where the API and the remotes live is decided by the server at run time, never at build time. */
export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (!config || typeof config.apiUrl !== 'string' || !Array.isArray(config.remotes)) {
    throw new Error('/remotes.json is malformed');
  }
  return config;
}
