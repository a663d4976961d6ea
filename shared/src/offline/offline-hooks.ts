import { useEffect, useMemo, useState } from 'react';
import { useOfflineLibrary } from './offline-library-store';
import { startOfflineLibrary } from './offline-library';
import { progressOf, type OfflineProgress, type SavedItem, type SavedItemKey } from './saved-item';
import { storageSpace, type StorageSpace } from './storage-space';

function useStartedLibrary(): void {
  useEffect(() => {
    void startOfflineLibrary();
  }, []);
}

export interface OfflineItemView {
  item: SavedItem | null;
  /** Its download's progress; null when nothing is saved. */
  progress: OfflineProgress | null;
  /** Its package is being asked for: the download has not started yet. */
  preparing: boolean;
}

/** One item of the device's saved items ('release:12'), as it changes. */
export function useOfflineItem(key: SavedItemKey): OfflineItemView {
  useStartedLibrary();
  const item = useOfflineLibrary((state) => state.items[key] ?? null);
  const inFlight = useOfflineLibrary((state) => state.inFlight[key] ?? 0);
  const preparing = useOfflineLibrary((state) => state.preparing[key] !== undefined);
  return useMemo(
    () => ({ item, progress: item ? progressOf(item, inFlight) : null, preparing }),
    [item, inFlight, preparing],
  );
}

/** The device's saved items, the latest first; null until the device's records are read. */
export function useSavedItems(): SavedItem[] | null {
  useStartedLibrary();
  const loaded = useOfflineLibrary((state) => state.loaded);
  const items = useOfflineLibrary((state) => state.items);
  return useMemo(
    () =>
      loaded
        ? Object.values(items)
            .filter((item) => item !== undefined)
            .sort((a, b) => b.savedAt.localeCompare(a.savedAt))
        : null,
    [loaded, items],
  );
}

/** The space this site uses on the device and what is left, again as items change; null where the browser does not tell. */
export function useStorageSpace(): StorageSpace | null {
  useStartedLibrary();
  const items = useOfflineLibrary((state) => state.items);
  const [space, setSpace] = useState<StorageSpace | null>(null);
  useEffect(() => {
    let current = true;
    void storageSpace().then((estimate) => {
      if (current) setSpace(estimate);
    });
    return () => {
      current = false;
    };
  }, [items]);
  return space;
}
