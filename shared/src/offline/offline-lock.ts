import type { OfflineRights } from '../contracts/offline';
import { libraryState } from './offline-library-store';
import { offlineLock, type OfflineLock } from './offline-rules';
import { savedFiles, type SavedItem } from './saved-item';

/**
 * Why a saved item does not play, or null when at least one of its saved copies plays (a bought track
 * plays on every plan, the rest while the plan's offline mode is confirmed).
 */
export function offlineLockOf(
  item: Pick<SavedItem, 'package' | 'savedUrls'>,
  rights: OfflineRights | null = libraryState().rights,
  now: Date = new Date(),
): OfflineLock | null {
  const files = savedFiles(item);
  const locks = (files.length > 0 ? files : item.package.files).map((file) => offlineLock(file, rights, now));
  if (locks.length === 0 || locks.includes(null)) return null;
  return locks.includes('plan') ? 'plan' : 'recheck';
}

/** The saved copies of the item that play now. */
export function playableFiles(
  item: Pick<SavedItem, 'package' | 'savedUrls'>,
  rights: OfflineRights | null = libraryState().rights,
  now = new Date(),
) {
  return savedFiles(item).filter((file) => offlineLock(file, rights, now) === null);
}
