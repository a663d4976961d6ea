import type { OfflineFile, OfflineRights } from '../contracts/offline';

/**
 * Who may play a saved copy, written once: the page reads it to show a lock, the service worker to
 * decide whether it answers from the saved copy. Plain values only: the worker imports this file.
 */

/** The cache the saved listening copies and their covers are kept in, on the shell's origin. */
export const OFFLINE_MEDIA_CACHE = 'kora-offline-media';

/** Where, in that cache, the page keeps what the service worker may play (an `OfflinePlayback`). */
export const OFFLINE_PLAYBACK_PATH = '/__kora/offline-playback.json';

/** Why a saved copy does not play: the plan lost offline mode, or the rights were not confirmed for too long. */
export type OfflineLock = 'plan' | 'recheck';

/** A saved copy plays when the listener bought it, or while the plan's offline mode is confirmed. */
export function offlineLock(
  file: Pick<OfflineFile, 'purchased' | 'trackId'>,
  rights: Pick<OfflineRights, 'offlineMode' | 'recheckBefore' | 'purchasedTrackIds'> | null,
  now: Date = new Date(),
): OfflineLock | null {
  const bought = file.purchased || (file.trackId !== null && Boolean(rights?.purchasedTrackIds.includes(file.trackId)));
  if (bought) return null;
  if (!rights) return 'recheck';
  if (!rights.offlineMode) return 'plan';
  return now.getTime() <= Date.parse(rights.recheckBefore) ? null : 'recheck';
}

/** What the service worker may answer from the saved copies, written by the page as rights and items change. */
export interface OfflinePlayback {
  username: string;
  /** Saved copies play until then (the rights' recheckBefore), or never when the plan has no offline mode. */
  playableUntil: string | null;
  /** The listening copies of bought tracks: they play whatever the plan. */
  ownedAudio: string[];
}

/** Whether the worker answers a request for `audioUrl` from its saved copy. */
export function playsSavedCopy(playback: OfflinePlayback | null, audioUrl: string, now: Date = new Date()): boolean {
  if (!playback) return false;
  if (playback.ownedAudio.includes(audioUrl)) return true;
  return playback.playableUntil !== null && now.getTime() <= Date.parse(playback.playableUntil);
}

/**
 * Whether a request may be for a saved listening copy or episode: a file under `audio/`, on the API's
 * /uploads or on the CDN public media come from (MEDIA_PUBLIC_URL), whose address the worker cannot know.
 */
export function mayBeListeningCopy(url: URL): boolean {
  return /\/audio\/[^/]+/.test(url.pathname);
}
