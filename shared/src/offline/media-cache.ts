import { OFFLINE_MEDIA_CACHE, OFFLINE_PLAYBACK_PATH, type OfflinePlayback } from './offline-rules';

/**
 * The Cache Storage the saved listening copies and covers are kept in, on the shell's origin, where the
 * service worker answers the player from them. Every change goes through one queue: a deletion never
 * passes a write that started before it.
 */

let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

export const hasCacheStorage = (): boolean => typeof caches !== 'undefined';

const openMedia = () => caches.open(OFFLINE_MEDIA_CACHE);

export const keepResponse = (url: string, response: Response): Promise<void> =>
  inTurn(async () => (await openMedia()).put(url, response));

export async function isKept(url: string): Promise<boolean> {
  if (!hasCacheStorage()) return false;
  return (await (await openMedia()).match(url)) !== undefined;
}

export const forgetResponses = (urls: readonly string[]): Promise<void> =>
  inTurn(async () => {
    if (urls.length === 0 || !hasCacheStorage()) return;
    const cache = await openMedia();
    await Promise.all(urls.map((url) => cache.delete(url)));
  });

/** What the service worker may play, read by it at OFFLINE_PLAYBACK_PATH. */
export const keepPlayback = (playback: OfflinePlayback): Promise<void> =>
  inTurn(async () => {
    if (!hasCacheStorage()) return;
    const body = JSON.stringify(playback);
    await (
      await openMedia()
    ).put(OFFLINE_PLAYBACK_PATH, new Response(body, { headers: { 'Content-Type': 'application/json' } }));
  });

export const dropMediaCache = (): Promise<void> =>
  inTurn(async () => {
    if (hasCacheStorage()) await caches.delete(OFFLINE_MEDIA_CACHE);
  });
