import { useSessionStore } from '@kora/shared';
import type { OfflineFile, OfflineRights } from '../contracts/offline';
import { keepPlayback } from './media-cache';
import { allSavedItems, libraryState } from './offline-library-store';
import { offlineLock, type OfflinePlayback } from './offline-rules';
import { audioAddress, savedFiles, type SavedItem } from './saved-item';

/** Bought: it plays offline whatever the plan. */
export function isBought(file: Pick<OfflineFile, 'purchased' | 'trackId'>, rights: OfflineRights | null): boolean {
  const withoutPlan = rights ? { ...rights, offlineMode: false } : null;
  return offlineLock(file, withoutPlan) === null;
}

/** What the service worker may play from the saved copies, under these rights. */
export function playbackOf(
  items: readonly SavedItem[],
  rights: OfflineRights | null,
  username: string,
): OfflinePlayback {
  const owned = items.flatMap((item) =>
    savedFiles(item)
      .filter((file) => isBought(file, rights))
      .map(audioAddress),
  );
  return {
    username: rights?.username ?? username,
    playableUntil: rights?.offlineMode ? rights.recheckBefore : null,
    ownedAudio: [...new Set(owned)],
  };
}

/** Writes the playback the worker reads, after the items or the rights changed; nothing when neither is there. */
export async function writePlayback(): Promise<void> {
  const { rights, owner } = libraryState();
  const items = allSavedItems();
  if (!rights && items.length === 0) return;
  const username = owner ?? useSessionStore.getState().username ?? '';
  await keepPlayback(playbackOf(items, rights, username));
}
