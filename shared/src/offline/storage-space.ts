import { readString, writeString } from '@kora/shared';

/** The device's storage for this site: what it uses and what is left, in bytes. */
export interface StorageSpace {
  used: number;
  available: number;
}

/** Not a signed-in key: asking once per device holds across accounts. */
const PERSISTENCE_ASKED = 'kora.offline.persistenceAsked';

const storageManager = (): StorageManager | null =>
  typeof navigator !== 'undefined' && navigator.storage ? navigator.storage : null;

/** The browser's estimate, or null where it gives none. */
export async function storageSpace(): Promise<StorageSpace | null> {
  const manager = storageManager();
  if (!manager?.estimate) return null;
  try {
    const { usage = 0, quota } = await manager.estimate();
    if (quota === undefined) return null;
    return { used: usage, available: Math.max(0, quota - usage) };
  } catch {
    return null;
  }
}

/** Asks the browser, once per device, not to evict the saved copies when storage runs low. */
export async function askPersistenceOnce(): Promise<void> {
  if (readString(PERSISTENCE_ASKED)) return;
  const manager = storageManager();
  if (!manager?.persist) return;
  writeString(PERSISTENCE_ASKED, new Date().toISOString());
  try {
    await manager.persist();
  } catch {
    // Refused or unsupported: the copies are kept as long as the browser keeps them.
  }
}

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;
const GIGABYTE = MEGABYTE * KILOBYTE;

/** A storage size in the reader's language: '820 ko', '42 Mo', '1,2 Go' (1 Mo = 1024 × 1024 bytes). */
export function formatStorageSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= GIGABYTE
      ? [bytes / GIGABYTE, 'gigabyte']
      : bytes >= MEGABYTE
        ? [bytes / MEGABYTE, 'megabyte']
        : [Math.max(bytes, 0) / KILOBYTE, 'kilobyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value >= 10 || unit === 'kilobyte' ? 0 : 1,
  }).format(value);
}
