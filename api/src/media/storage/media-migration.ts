import { etagMatches, fingerprintOf, holdsSameBytes, type Fingerprint } from './content-fingerprint';
import type { MediaArea, MediaStorage, MediaStorages } from './media-storage';

/** Files copied at once: many media are small pictures, where each request's wait is what takes time. */
const FILES_AT_ONCE = 4;

export interface MigrationFailure {
  area: MediaArea;
  key: string;
  reason: string;
}

export interface MigrationSummary {
  copied: number;
  /** Already there with the same bytes. */
  skipped: number;
  /** Bytes of the files copied. */
  bytes: number;
  failures: MigrationFailure[];
}

export interface MigrationOptions {
  /** Told of each failure as it happens (the others go on). */
  onFailure?: (failure: MigrationFailure) => void;
}

async function opened(storage: MediaStorage, key: string) {
  const file = await storage.get(key);
  if (!file) throw new Error('the file went away while it was copied');
  return file;
}

/**
 * Whether the copy holds the bytes fingerprinted: by its size and ETag (S3 computed it from what it
 * received), else, where the ETag is no MD5, by reading it back.
 */
async function verified(to: MediaStorage, key: string, fingerprint: Fingerprint): Promise<boolean> {
  const copy = await to.head(key);
  if (!copy || copy.size !== fingerprint.size) return false;
  if (etagMatches(copy, fingerprint)) return true;
  return (await fingerprintOf((await opened(to, key)).body)).sha256 === fingerprint.sha256;
}

/** Copies one file unless the target holds the same bytes already; answers the bytes copied, or null when skipped. */
async function copyFile(from: MediaStorage, to: MediaStorage, key: string): Promise<number | null> {
  const fingerprint = await fingerprintOf((await opened(from, key)).body);
  const there = await to.head(key);
  if (there && holdsSameBytes(there, fingerprint)) return null;
  const source = await opened(from, key);
  await to.put(key, source.body, {
    contentType: source.contentType,
    contentLength: fingerprint.size,
    sha256: fingerprint.sha256,
  });
  if (!(await verified(to, key, fingerprint))) throw new Error('the copy does not hold the same bytes');
  return fingerprint.size;
}

async function eachAtOnce<T>(items: AsyncIterable<T>, limit: number, work: (item: T) => Promise<void>) {
  const iterator = items[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) await work(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * Copies every file of both areas of `from` to the same area and key of `to`: a file already there with
 * the same bytes is skipped, each copy is verified, and a failed file does not stop the others. Safe to
 * run again, as often as needed: each run copies only what differs.
 */
export async function migrateMedia(
  from: MediaStorages,
  to: MediaStorages,
  options: MigrationOptions = {},
): Promise<MigrationSummary> {
  const summary: MigrationSummary = { copied: 0, skipped: 0, bytes: 0, failures: [] };
  for (const area of ['public', 'private'] as const) {
    await eachAtOnce(from[area].list(''), FILES_AT_ONCE, async (key) => {
      try {
        const copied = await copyFile(from[area], to[area], key);
        if (copied === null) summary.skipped += 1;
        else {
          summary.copied += 1;
          summary.bytes += copied;
        }
      } catch (error) {
        const failure = { area, key, reason: error instanceof Error ? error.message : String(error) };
        summary.failures.push(failure);
        options.onFailure?.(failure);
      }
    });
  }
  return summary;
}
