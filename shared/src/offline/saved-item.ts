import type { OfflineFile, OfflinePackage, OfflinePackageKind } from '../contracts/offline';
import { mediaUrl } from '@kora/shared';

/** A saved release, playlist or episode: 'release:12', 'playlist:3', 'episode:5'. */
export type SavedItemKey = `${OfflinePackageKind}:${number}`;

export type SavedItemState = 'downloading' | 'paused' | 'done' | 'failed';

/** Why an item's download stopped: the network, an answer that was not the file, or the device's storage. */
export type SavedItemError = 'network' | 'file' | 'storage';

/** What the device keeps of a saved item, in IndexedDB: its package and the files fully saved. */
export interface SavedItem {
  key: SavedItemKey;
  package: OfflinePackage;
  state: SavedItemState;
  /** The listening copies and covers fully saved in the media cache, by address. */
  savedUrls: string[];
  /** The saved listening copies' sizes, as the package gives them. */
  bytesSaved: number;
  savedAt: string;
  error?: SavedItemError;
}

/** Where an item's download is: the package's bytes and its listening copies ('3 / 10 titres'). */
export interface OfflineProgress {
  bytesDone: number;
  bytesTotal: number;
  filesDone: number;
  filesTotal: number;
}

export const savedItemKey = (kind: OfflinePackageKind, id: number): SavedItemKey => `${kind}:${id}`;

/** The address a listening copy is played, fetched and kept at: the player asks for the same one. */
export const audioAddress = (file: Pick<OfflineFile, 'audioUrl'>): string =>
  mediaUrl(file.audioUrl, 'audio') ?? file.audioUrl;

/** The covers saved with a package: its own and its files', each once. */
export function coverAddresses(pack: OfflinePackage): string[] {
  const covers = [pack.cover, ...pack.files.map((file) => file.cover)].map((cover) => mediaUrl(cover));
  return [...new Set(covers.filter((cover): cover is string => cover !== null))];
}

/** The package's listening copies already in `item.savedUrls`. */
export function savedFiles(item: Pick<SavedItem, 'package' | 'savedUrls'>): OfflineFile[] {
  const saved = new Set(item.savedUrls);
  return item.package.files.filter((file) => saved.has(audioAddress(file)));
}

/** The progress of an item, with `inFlight` bytes of the file being fetched. */
export function progressOf(item: SavedItem, inFlight = 0): OfflineProgress {
  const done = savedFiles(item);
  const bytesDone = done.reduce((sum, file) => sum + file.bytes, 0) + inFlight;
  return {
    bytesDone: Math.min(bytesDone, item.package.bytes),
    bytesTotal: item.package.bytes,
    filesDone: done.length,
    filesTotal: item.package.files.length,
  };
}
