import { createPartialResponse } from 'workbox-range-requests';
import {
  OFFLINE_MEDIA_CACHE,
  OFFLINE_PLAYBACK_PATH,
  playsSavedCopy,
  type OfflinePlayback,
} from '@kora/shared/offline/rules';

/**
 * The listener's saved copies, answered by the worker: a saved listening copy plays from the device
 * (online too: it saves the listener's data) while the rules allow, with the byte ranges the player
 * asks for when it seeks; a saved cover shows. Anything else goes to the network.
 */

async function playback(cache: Cache): Promise<OfflinePlayback | null> {
  const kept = await cache.match(OFFLINE_PLAYBACK_PATH);
  return kept ? ((await kept.json()) as OfflinePlayback) : null;
}

export async function answerAudio(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  const saved = await cache.match(request.url, { ignoreVary: true, ignoreSearch: false });
  if (saved && playsSavedCopy(await playback(cache), request.url)) {
    return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
  }
  return fetch(request);
}

export async function answerSavedPicture(request: Request): Promise<Response> {
  const cache = await caches.open(OFFLINE_MEDIA_CACHE);
  const saved = await cache.match(request.url, { ignoreVary: true });
  return saved ?? fetch(request);
}
