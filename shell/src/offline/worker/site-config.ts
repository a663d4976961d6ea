import type { RuntimeConfig } from '../../composition/runtime-config';

/** The worker's copy of /remotes.json: where the API and each remote live. */
export const SITE_CACHE = 'kora-site';
export const SITE_CONFIG_PATH = '/remotes.json';

/** /remotes.json from the network (kept for the next offline start), else the copy kept last time. */
export async function siteConfig(fetchFresh = true): Promise<RuntimeConfig | null> {
  const cache = await caches.open(SITE_CACHE);
  if (fetchFresh) {
    try {
      const response = await fetch(SITE_CONFIG_PATH, { cache: 'no-cache' });
      if (response.ok) {
        await cache.put(SITE_CONFIG_PATH, response.clone());
        return (await response.json()) as RuntimeConfig;
      }
    } catch {
      // offline: the kept copy below
    }
  }
  const kept = await cache.match(SITE_CONFIG_PATH);
  return kept ? ((await kept.json()) as RuntimeConfig) : null;
}
