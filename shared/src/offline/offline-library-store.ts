import { create } from 'zustand';
import type { OfflineRights } from '../contracts/offline';
import type { SavedItem, SavedItemKey } from './saved-item';

export interface OfflineLibraryState {
  /** The device's records were read. */
  loaded: boolean;
  items: Partial<Record<SavedItemKey, SavedItem>>;
  /** Bytes received of the file each item is fetching. */
  inFlight: Partial<Record<SavedItemKey, number>>;
  /** Items whose package is being asked for, before their first file: their titles. */
  preparing: Partial<Record<SavedItemKey, string>>;
  /** The rights the API last confirmed for this device's account. */
  rights: OfflineRights | null;
  /** The account the saved copies belong to. */
  owner: string | null;
}

const EMPTY: OfflineLibraryState = { loaded: false, items: {}, inFlight: {}, preparing: {}, rights: null, owner: null };

/** The saved items of this device as the page shows them; the functions of the download manager change it. */
export const useOfflineLibrary = create<OfflineLibraryState>()(() => EMPTY);

export const libraryState = () => useOfflineLibrary.getState();

export const savedItem = (key: SavedItemKey): SavedItem | undefined => libraryState().items[key];

export const allSavedItems = (): SavedItem[] =>
  Object.values(libraryState().items).filter((item) => item !== undefined);

export function emptyLibrary(): void {
  useOfflineLibrary.setState({ ...EMPTY, loaded: true });
}

function without<T>(record: Partial<Record<SavedItemKey, T>>, key: SavedItemKey) {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function showItem(item: SavedItem): void {
  useOfflineLibrary.setState((state) => ({ items: { ...state.items, [item.key]: item } }));
}

export function hideItem(key: SavedItemKey): void {
  useOfflineLibrary.setState((state) => ({
    items: without(state.items, key),
    inFlight: without(state.inFlight, key),
    preparing: without(state.preparing, key),
  }));
}

export function showInFlight(key: SavedItemKey, bytes: number | null): void {
  useOfflineLibrary.setState((state) => ({
    inFlight: bytes === null ? without(state.inFlight, key) : { ...state.inFlight, [key]: bytes },
  }));
}

export function showPreparing(key: SavedItemKey, title: string | null): void {
  useOfflineLibrary.setState((state) => ({
    preparing: title === null ? without(state.preparing, key) : { ...state.preparing, [key]: title },
  }));
}
