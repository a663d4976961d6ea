import { bus, selectSignedIn, useSessionStore } from '@kora/shared';
import type { OfflineRights } from '../contracts/offline';
import { clearOfflineCopies } from './clear-offline-copies';
import { allSavedItems, libraryState, useOfflineLibrary } from './offline-library-store';
import { offlineRecords, RECORD } from './offline-records';
import { isOnline, refreshOfflineRights } from './offline-rights';
import { isRunning } from './running-downloads';
import type { SavedItem, SavedItemKey } from './saved-item';

/**
 * Reads the device's saved items and rights into the page. A download no longer running (its page was
 * closed) shows paused; copies kept for an account that is no longer signed in are deleted.
 */
export async function loadOfflineLibrary(): Promise<void> {
  const records = offlineRecords();
  let stored: SavedItem[];
  let rights: OfflineRights | undefined;
  let owner: string | undefined;
  try {
    [stored, rights, owner] = await Promise.all([
      records.list<SavedItem>(RECORD.items),
      records.get<OfflineRights>(RECORD.rights),
      records.get<string>(RECORD.owner),
    ]);
  } catch {
    // IndexedDB refused (a private window, a blocked site): nothing saved shows, and the page goes on.
    useOfflineLibrary.setState({ loaded: true });
    return;
  }
  const session = useSessionStore.getState();
  const signedInAs = selectSignedIn(session) ? session.username : null;
  if ((owner && owner !== signedInAs) || (!signedInAs && stored.length > 0)) {
    await clearOfflineCopies();
    return;
  }
  const running = libraryState().items;
  const items: Partial<Record<SavedItemKey, SavedItem>> = {};
  for (const item of stored) {
    if (isRunning(item.key) && running[item.key]) {
      items[item.key] = running[item.key];
    } else if (item.state === 'downloading') {
      // Shown paused, not written so: another app of this page may be the one downloading it.
      items[item.key] = { ...item, state: 'paused' };
    } else {
      items[item.key] = item;
    }
  }
  useOfflineLibrary.setState({ loaded: true, items, rights: rights ?? null, owner: owner ?? null });
}

/** Confirms the rights again when something is saved: they lock the copies 30 days after the last time. */
function refreshWhenSaved(): void {
  if (allSavedItems().length > 0 && isOnline()) void refreshOfflineRights();
}

let started: Promise<void> | null = null;

/**
 * Loads the saved items once per page and follows the account: sign-out deletes the copies, the network's
 * return confirms the rights. The screens that show saved items call it; calling it again costs nothing.
 */
export function startOfflineLibrary(): Promise<void> {
  started ??= (async () => {
    bus.on('auth:changed', ({ signedIn, username }) => {
      const { owner } = libraryState();
      if (!signedIn || (owner !== null && owner !== username)) void clearOfflineCopies();
    });
    if (typeof window !== 'undefined') window.addEventListener('online', refreshWhenSaved);
    await loadOfflineLibrary();
    refreshWhenSaved();
  })();
  return started;
}
