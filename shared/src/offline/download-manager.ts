import { http, useSessionStore } from '@kora/shared';
import type { OfflinePackage, OfflinePackageKind } from '../contracts/offline';
import { getOfflinePackage } from '../contracts/endpoints/offline';
import { downloadFile, OfflineFileError } from './file-download';
import { forgetResponses, isKept, keepResponse } from './media-cache';
import {
  allSavedItems,
  hideItem,
  libraryState,
  savedItem,
  showInFlight,
  showItem,
  showPreparing,
} from './offline-library-store';
import { startOfflineLibrary } from './offline-library';
import { writePlayback } from './offline-playback';
import { offlineRecords, RECORD } from './offline-records';
import { claimOfflineCopies, refreshOfflineRights } from './offline-rights';
import { abortRun, isRunning, startRun, stopRun } from './running-downloads';
import { audioAddress, coverAddresses, savedItemKey, type SavedItem, type SavedItemKey } from './saved-item';
import { askPersistenceOnce, storageSpace } from './storage-space';

/** The item does not fit on the device: nothing was fetched. */
export class OfflineSpaceError extends Error {
  readonly needed: number;
  readonly available: number;

  constructor(needed: number, available: number) {
    super(`offline copies need ${needed} bytes, ${available} are left`);
    this.name = 'OfflineSpaceError';
    this.needed = needed;
    this.available = available;
  }
}

/** Keeps the item in the page, in the device's records and in what the service worker may play. */
async function commit(item: SavedItem): Promise<void> {
  showItem(item);
  await offlineRecords().set(RECORD.item(item.key), item);
  await writePlayback();
}

/** The addresses other saved items keep: a file two items share stays until both are removed. */
function keptByOthers(key: SavedItemKey): Set<string> {
  return new Set(allSavedItems().flatMap((item) => (item.key === key ? [] : item.savedUrls)));
}

/** Removes the item and frees the files no other saved item uses. */
async function forget(key: SavedItemKey): Promise<void> {
  const item = savedItem(key);
  hideItem(key);
  await offlineRecords().del(RECORD.item(key));
  if (item) {
    const others = keptByOthers(key);
    await forgetResponses(item.savedUrls.filter((url) => !others.has(url)));
  }
  await writePlayback();
}

/** Records one more file saved, keeping the item's state (a pause may have come meanwhile). */
async function recordSaved(key: SavedItemKey, url: string, bytes: number): Promise<boolean> {
  const item = savedItem(key);
  if (!item) {
    // Cancelled while the file was being kept: it is not this item's any more.
    if (!keptByOthers(key).has(url)) await forgetResponses([url]);
    return false;
  }
  if (!item.savedUrls.includes(url)) {
    await commit({ ...item, savedUrls: [...item.savedUrls, url], bytesSaved: item.bytesSaved + bytes });
  }
  return true;
}

/** Saves one address: from another saved item when it already has it, else from the network. */
async function saveFile(key: SavedItemKey, url: string, signal: AbortSignal, track: boolean): Promise<void> {
  if (keptByOthers(key).has(url) && (await isKept(url))) return;
  const response = await downloadFile(url, signal, track ? (received) => showInFlight(key, received) : undefined);
  try {
    await keepResponse(url, response);
  } catch {
    throw new OfflineFileError('storage');
  }
}

async function download(key: SavedItemKey, signal: AbortSignal): Promise<void> {
  const start = savedItem(key);
  if (!start) return;
  try {
    for (const file of start.package.files) {
      const url = audioAddress(file);
      if (signal.aborted) return;
      if (savedItem(key)?.savedUrls.includes(url)) continue;
      await saveFile(key, url, signal, true);
      showInFlight(key, null);
      if (!(await recordSaved(key, url, file.bytes))) return;
    }
    for (const url of coverAddresses(start.package)) {
      if (signal.aborted) return;
      if (savedItem(key)?.savedUrls.includes(url)) continue;
      // A cover that cannot be had leaves the item playable: it shows without it.
      const saved = await saveFile(key, url, signal, false).then(
        () => true,
        (error: unknown) => {
          if (signal.aborted) throw error;
          return false;
        },
      );
      if (saved && !(await recordSaved(key, url, 0))) return;
    }
    const item = savedItem(key);
    if (item && !signal.aborted) await commit({ ...item, state: 'done', error: undefined });
  } catch (error) {
    showInFlight(key, null);
    const item = savedItem(key);
    if (signal.aborted || !item) return;
    const reason = error instanceof OfflineFileError ? error.reason : 'network';
    await commit({ ...item, state: 'failed', error: reason });
  }
}

/**
 * Saves a release, a playlist or an episode for listening offline: asks what it downloads (the API's
 * refusal is thrown as it is), checks it fits on the device before fetching anything (`OfflineSpaceError`),
 * then fetches each listening copy in turn, and the covers. Resolves when the download is started; an
 * item already saved or on its way is left as it is, a paused or failed one goes on.
 */
export async function saveForOffline(kind: OfflinePackageKind, id: number, title: string): Promise<void> {
  const key = savedItemKey(kind, id);
  await startOfflineLibrary();
  if (libraryState().preparing[key] !== undefined) return;
  const existing = savedItem(key);
  if (existing) {
    if (existing.state === 'paused' || existing.state === 'failed') await resume(key);
    return;
  }
  showPreparing(key, title);
  try {
    await refreshOfflineRights();
    const pack: OfflinePackage = await http.call(getOfflinePackage, { params: { kind, id } });
    const others = keptByOthers(key);
    const alreadySaved = pack.files.filter((file) => others.has(audioAddress(file)));
    const needed = pack.bytes - alreadySaved.reduce((sum, file) => sum + file.bytes, 0);
    const space = await storageSpace();
    if (space && needed > space.available) throw new OfflineSpaceError(needed, space.available);
    await askPersistenceOnce();
    const username = useSessionStore.getState().username;
    if (username) await claimOfflineCopies(username);
    await commit({
      key,
      package: pack,
      state: 'downloading',
      savedUrls: [],
      bytesSaved: 0,
      savedAt: new Date().toISOString(),
    });
  } finally {
    showPreparing(key, null);
  }
  run(key);
}

function run(key: SavedItemKey): void {
  // `download` settles every failure on the item; only the device's records refusing a write is left.
  startRun(key, (signal) => download(key, signal)).catch(() => undefined);
}

/** Stops the item's download; the files already complete stay saved. */
export async function pause(key: SavedItemKey): Promise<void> {
  const item = savedItem(key);
  if (!item || item.state !== 'downloading') return;
  abortRun(key);
  showInFlight(key, null);
  await commit({ ...item, state: 'paused' });
}

/** Goes on with the files a paused or failed item still misses. */
export async function resume(key: SavedItemKey): Promise<void> {
  const item = savedItem(key);
  if (!item || item.state === 'done' || (item.state === 'downloading' && isRunning(key))) return;
  await stopRun(key);
  await commit({ ...item, state: 'downloading', error: undefined });
  run(key);
}

/** Removes a saved item and frees its files, except those another saved item still uses. */
export async function remove(key: SavedItemKey): Promise<void> {
  await stopRun(key);
  await forget(key);
}

/** Stops the item's download and removes what it saved, as `remove` does. */
export const cancel = (key: SavedItemKey): Promise<void> => remove(key);
