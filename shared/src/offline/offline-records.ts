import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * What the device keeps about its saved copies (the items, the rights, the listens to send), in the
 * IndexedDB database 'kora-offline'. Where IndexedDB is missing (a test's DOM, some private modes) the
 * records live in memory for the page's life.
 */
export interface OfflineRecords {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Every record whose key starts with `prefix`. */
  list<T>(prefix: string): Promise<T[]>;
  clear(): Promise<void>;
}

function indexedDbRecords(): OfflineRecords {
  const store: UseStore = createStore('kora-offline', 'records');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    list: async <T>(prefix: string) =>
      (await entries<string, T>(store)).filter(([key]) => key.startsWith(prefix)).map(([, value]) => value),
    clear: () => clear(store),
  };
}

export function memoryRecords(): OfflineRecords {
  const kept = new Map<string, unknown>();
  // A copy in and out, as IndexedDB's structured clone does: a caller never changes what is kept.
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    get: async <T>(key: string) => copy(kept.get(key)) as T | undefined,
    set: async (key, value) => void kept.set(key, copy(value)),
    del: async (key) => void kept.delete(key),
    list: async <T>(prefix: string) =>
      [...kept].filter(([key]) => key.startsWith(prefix)).map(([, value]) => copy(value) as T),
    clear: async () => kept.clear(),
  };
}

let records: OfflineRecords | null = null;

export function offlineRecords(): OfflineRecords {
  records ??= typeof indexedDB === 'undefined' ? memoryRecords() : indexedDbRecords();
  return records;
}

/** The records' keys. */
export const RECORD = {
  item: (key: string) => `item:${key}`,
  items: 'item:',
  rights: 'rights',
  /** The account the saved copies belong to. */
  owner: 'owner',
  listens: 'listens',
} as const;
