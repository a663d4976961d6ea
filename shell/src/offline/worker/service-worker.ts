import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { RemoteDescriptor } from '../../composition/runtime-config';
import { keepRemoteReleases, remoteCacheName } from './remote-releases';
import { mayBeListeningCopy } from '@kora/shared/offline/rules';
import { answerAudio, answerSavedPicture } from './saved-copies';
import { SITE_CACHE, SITE_CONFIG_PATH, siteConfig } from './site-config';
import { workerScope } from './worker-scope';

/**
 * Kora's service worker: the shell's release (precached from the build's list), each remote's current
 * release, /remotes.json and the listener's saved copies, so the site opens and plays with no network.
 * Online, pages and data come from the network as before.
 */

declare const self: { __WB_MANIFEST: (PrecacheEntry | string)[]; location: Location };

const SHELL_PAGE = '/index.html';
/** A slow network's page waits this long before the kept one shows. */
const PAGE_TIMEOUT_SECONDS = 4;
/** Remotes are looked at again for a new release at most this often, when a page opens. */
const REMOTES_CHECK_MS = 60_000;

/**
 * The remotes kept ahead of use. The creator's tools upload and publish, which needs the network, and load
 * only for creators: never. With the browser's data saver on, only the catalogue (the library and its
 * music); the others are kept as the listener opens them.
 */
function keptOffline(remote: RemoteDescriptor): boolean {
  if (remote.app === 'creator') return false;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  return !saveData || remote.app === 'catalogue';
}

let remotesCheckedAt = 0;
/** Each remote's current release, kept in the background while the page goes on. */
async function keepRemotes(): Promise<void> {
  if (Date.now() - remotesCheckedAt < REMOTES_CHECK_MS) return;
  remotesCheckedAt = Date.now();
  const config = await siteConfig();
  if (config) await keepRemoteReleases(config.remotes.filter(keptOffline));
}

// Pages, before the precache's route (which would answer `/` with the kept page even online): the network's,
// with its headers and preloads, else the shell's kept page, which draws any address.
const pages = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS });
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    options.event.waitUntil(keepRemotes().catch(() => undefined));
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache(SHELL_PAGE)) ?? Response.error();
    }
  },
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

workerScope.addEventListener('install', (event) => event.waitUntil(keepRemotes()));
workerScope.addEventListener('activate', (event) => event.waitUntil(workerScope.clients.claim()));
// A new shell release waits until the listener chooses to reload (never mid-track).
workerScope.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void workerScope.skipWaiting();
});

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === SITE_CONFIG_PATH,
  new NetworkFirst({ cacheName: SITE_CACHE, networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS }),
);

// A remote's files: hashed ones never change (the kept copy, else the network); its entry is the network's
// while there is one.
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
async function remoteOf(url: URL) {
  const config = await siteConfig(false);
  return config?.remotes.find((remote) => new URL(remote.entry).origin === url.origin) ?? null;
}
registerRoute(
  ({ url, sameOrigin }) => !sameOrigin && (HASHED.test(url.pathname) || url.pathname.endsWith('/remoteEntry.js')),
  async ({ request, url, event }) => {
    const remote = await remoteOf(url);
    if (!remote) return fetch(request);
    const cacheName = remoteCacheName(remote);
    if (HASHED.test(url.pathname)) {
      const kept = await caches.match(url.href, { cacheName });
      if (kept) return kept;
      const response = await fetch(url.href, { mode: 'cors', credentials: 'omit' });
      if (response.ok) {
        const copy = response.clone();
        event.waitUntil(caches.open(cacheName).then((cache) => cache.put(url.href, copy)));
      }
      return response;
    }
    return new NetworkFirst({ cacheName, networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS }).handle({
      event,
      request: new Request(url.href, { mode: 'cors', credentials: 'omit' }),
    });
  },
);

// The listener's saved copies, on the API's origin or the CDN of public media.
registerRoute(
  ({ url }) => mayBeListeningCopy(url),
  ({ request }) => answerAudio(request),
);
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin !== self.location.origin,
  ({ request }) => answerSavedPicture(request),
);
