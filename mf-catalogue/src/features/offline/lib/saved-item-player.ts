import { usePlayerStore, type PlayerTrack } from '@kora/shared';
import type { OfflineFile, OfflinePackage, OfflineRights } from '@kora/shared/contracts';
import { audioAddress, playableFiles, type SavedItem } from '@kora/shared/offline';
import { episodePlayerId, recordListens, trackPlayerId } from '../../../common/lib/player';

/** A saved file as the player's item: the address it was saved at, which the service worker answers offline. */
export function savedFileToPlayer(file: OfflineFile, pack: OfflinePackage): PlayerTrack {
  const id =
    file.trackId !== null
      ? trackPlayerId(file.trackId)
      : file.episodeId !== null
        ? episodePlayerId(file.episodeId)
        : file.playerId;
  return {
    id,
    title: file.title,
    artist: file.artist,
    cover: file.cover ?? pack.cover,
    audioUrl: audioAddress(file),
    ...(pack.kind === 'release' && file.trackId !== null ? { releaseId: pack.id } : {}),
  };
}

/** Plays the item's saved copies that may play now, in the item's order; false when none may. */
export function playSavedItem(item: SavedItem, rights: OfflineRights | null): boolean {
  const files = playableFiles(item, rights);
  if (files.length === 0) return false;
  recordListens();
  usePlayerStore.getState().playRelease(files.map((file) => savedFileToPlayer(file, item.package)));
  return true;
}
