import type { RemoteDescriptor } from '../../composition/runtime-config';

/**
 * Each remote's current release, kept by the worker so the site opens with no network: the files its
 * manifest lists (every exposed module's scripts and styles) and its remoteEntry.js. A new release is
 * added beside the previous one, which stays for the pages still running it; older ones are removed.
 */

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

export interface RemoteManifest {
  exposes?: { assets?: ManifestAssets }[];
}

/** Kept in each remote's cache: the files of its last two releases, newest first. */
const RELEASES_KEY = '/__kora/remote-releases.json';
const KEPT_RELEASES = 2;

export const remoteCacheName = (remote: Pick<RemoteDescriptor, 'app'>) => `kora-remote-${remote.app}`;

/** The absolute URLs of a release: its entry and every file its manifest names. */
export function releaseFiles(manifest: RemoteManifest, entry: string): string[] {
  const files = new Set<string>();
  for (const expose of manifest.exposes ?? []) {
    const { js = {}, css = {} } = expose.assets ?? {};
    for (const name of [...(js.sync ?? []), ...(js.async ?? []), ...(css.sync ?? []), ...(css.async ?? [])]) {
      files.add(new URL(name, entry).href);
    }
  }
  return [...files].sort();
}

/** The releases to keep once `current` is out: it, and the newest different one before it. */
export function keptReleases(earlier: string[][], current: string[]): string[][] {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((file, i) => file === b[i]);
  return [current, ...earlier.filter((release) => !same(release, current))].slice(0, KEPT_RELEASES);
}

async function readReleases(cache: Cache): Promise<string[][]> {
  const kept = await cache.match(RELEASES_KEY);
  if (!kept) return [];
  try {
    const releases = (await kept.json()) as unknown;
    return Array.isArray(releases) ? (releases as string[][]) : [];
  } catch {
    return [];
  }
}

const corsFetch = (url: string) => fetch(url, { mode: 'cors', credentials: 'omit', cache: 'no-cache' });

/** Brings a remote's current release into its cache (what is there already is not fetched again). */
export async function keepRemoteRelease(remote: RemoteDescriptor): Promise<number> {
  const manifestUrl = new URL('mf-manifest.json', remote.entry).href;
  const manifestResponse = await corsFetch(manifestUrl);
  if (!manifestResponse.ok) throw new Error(`${manifestUrl} answered ${manifestResponse.status}`);
  const files = releaseFiles((await manifestResponse.json()) as RemoteManifest, remote.entry);
  const cache = await caches.open(remoteCacheName(remote));

  let fetched = 0;
  for (const file of files) {
    if (await cache.match(file)) continue;
    const response = await corsFetch(file);
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    await cache.put(file, response);
    fetched += 1;
  }
  const entry = await corsFetch(remote.entry);
  if (entry.ok) await cache.put(remote.entry, entry);

  const releases = keptReleases(await readReleases(cache), files);
  await cache.put(
    RELEASES_KEY,
    new Response(JSON.stringify(releases), { headers: { 'Content-Type': 'application/json' } }),
  );
  const keep = new Set([...releases.flat(), remote.entry]);
  for (const request of await cache.keys()) {
    const url = request.url;
    if (!keep.has(url) && !url.endsWith(RELEASES_KEY)) await cache.delete(request);
  }
  return fetched;
}

/** Every remote's current release; one that cannot be reached now is kept as it was. */
export async function keepRemoteReleases(remotes: readonly RemoteDescriptor[]): Promise<void> {
  await Promise.all(
    remotes.map((remote) =>
      keepRemoteRelease(remote).catch((error: unknown) =>
        console.warn(`[kora] ${remote.app} not kept for offline`, error),
      ),
    ),
  );
}
