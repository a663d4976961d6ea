import { http, selectSignedIn, useSessionStore } from '@kora/shared';
import type { OfflineRights } from '../contracts/offline';
import { getOfflineRights } from '../contracts/endpoints/offline';
import { clearOfflineCopies } from './clear-offline-copies';
import { libraryState, useOfflineLibrary } from './offline-library-store';
import { writePlayback } from './offline-playback';
import { offlineRecords, RECORD } from './offline-records';

export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Makes `username` the account the saved copies belong to; another account's copies are deleted first. */
export async function claimOfflineCopies(username: string): Promise<void> {
  const { owner } = libraryState();
  if (owner === username) return;
  if (owner !== null) await clearOfflineCopies();
  useOfflineLibrary.setState({ owner: username });
  await offlineRecords().set(RECORD.owner, username);
}

let asking: Promise<OfflineRights | null> | null = null;

async function askRights(): Promise<OfflineRights | null> {
  let rights: OfflineRights;
  try {
    // In the background: a stale session is not sent to sign in from whatever page it is on.
    rights = await http.call(getOfflineRights, {}, { background: true });
  } catch {
    return libraryState().rights;
  }
  await claimOfflineCopies(rights.username);
  useOfflineLibrary.setState({ rights });
  await offlineRecords().set(RECORD.rights, rights);
  await writePlayback();
  return rights;
}

/**
 * Asks the API for the signed-in account's offline rights and keeps them; the copies of another
 * account are deleted first. Offline or signed out, the rights kept last are given.
 */
export function refreshOfflineRights(): Promise<OfflineRights | null> {
  if (!selectSignedIn(useSessionStore.getState()) || !isOnline()) return Promise.resolve(libraryState().rights);
  asking ??= askRights().finally(() => {
    asking = null;
  });
  return asking;
}
