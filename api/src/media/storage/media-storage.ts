import type { Readable } from 'node:stream';

/**
 * Where media files live, whatever holds them (the local disk or an S3 bucket).
 *
 * Keys are paths as they are stored today: `audio/demo/track-2-1.mp3`, `images/covers/<id>.png`. The
 * files come in two areas, each its own storage with its own keys: the public area (what /uploads
 * serves: pictures and their copies, listening copies, videos, episode audio) and the private area
 * (masters, their MP3 320 downloads, support attachments). Two storages rather than one with a
 * visibility per key prefix, because the same key names a file in each: a master sent as MP3 and its
 * listening copy are both `audio/<id>.mp3`. The private area has no public URL: its files leave only
 * through routes that check rights.
 */
export interface MediaStorage {
  readonly area: MediaArea;

  /**
   * Stores `body` under `key`, streamed, never held whole. A put that fails (the body breaks, is
   * shorter or longer than `contentLength`, the storage refuses) leaves no file under the key, and
   * whatever was there before stays as it was; it rejects with the body's own error when the body broke.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;

  /**
   * The file, streamed (read or destroy its body), whole or the bytes of `range`; null when there is
   * none. Throws RangeNotSatisfiable when the range starts past the end.
   */
  get(key: string, options?: { range?: RangeRequest }): Promise<StoredFile | null>;

  head(key: string): Promise<StoredFileInfo | null>;

  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;

  /** Where browsers fetch a public file: MEDIA_PUBLIC_URL + key, else the API's /uploads/<key>. Null in the private area. */
  publicUrl(key: string): string | null;

  /** A short-lived address that reads the file without the API (S3); null where the API sends files itself (disk). */
  signedUrl(key: string, seconds: number): Promise<string | null>;

  /** Every key starting with `prefix`, in no particular order. */
  list(prefix: string): AsyncIterable<string>;
}

export type MediaArea = 'public' | 'private';

/** The two areas of one installation. */
export interface MediaStorages {
  public: MediaStorage;
  private: MediaStorage;
}

export interface PutOptions {
  contentType: string;
  /** Bytes the body holds, when known: a body that ends early or goes on is refused. */
  contentLength?: number;
  /** The content's SHA-256 (hex) when known beforehand: kept with the file where the storage can (S3 metadata). */
  sha256?: string;
}

/** Bytes `start` to `end`, both included as in HTTP; to the end of the file without `end`. */
export interface RangeRequest {
  start: number;
  end?: number;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  body: Readable;
  /** The whole file's size, even when the body holds a range of it. */
  size: number;
  contentType: string;
  /** The bytes the body holds, when a range was asked (its end within the file). */
  contentRange?: ByteRange;
}

export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** The storage's entity tag (S3's ETag, quoted); none on the disk. */
  etag?: string;
  lastModified?: Date;
  /** The SHA-256 given when the file was put, where the storage keeps it. */
  sha256?: string;
}

/** A range that starts at or past the end of a file of `size` bytes: HTTP answers it 416 with `bytes *\/size`. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly size: number) {
    super(`the range starts past the end of the file (${size} bytes)`);
    this.name = 'RangeNotSatisfiable';
  }
}

/** Names the disk keeps for itself (its files being written start with a dot) or that would leave the area. */
export class InvalidMediaKey extends Error {
  constructor(key: string) {
    super(`not a media key: ${JSON.stringify(key)}`);
    this.name = 'InvalidMediaKey';
  }
}

/** A relative path of plain names: no empty, `.` or `..` part, none starting with a dot, no backslash. */
export function isMediaKey(key: string): boolean {
  return (
    key.length > 0 && !key.includes('\\') && !key.includes('\0') && key.split('/').every((part) => /^[^.]/.test(part))
  );
}

export function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new InvalidMediaKey(key);
  return key;
}

/** Throws when `range` is no byte range at all (a caller's mistake, not a client's). */
export function checkedRange(range: RangeRequest): RangeRequest {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`not a byte range: ${JSON.stringify(range)}`);
  }
  return range;
}

/** The range asked of a file of `size` bytes, its end within the file. */
export function rangeWithin(range: RangeRequest, size: number): ByteRange {
  const { start, end } = checkedRange(range);
  if (start >= size) throw new RangeNotSatisfiable(size);
  return { start, end: Math.min(end ?? size - 1, size - 1) };
}

/** `base` + the key, each part URL-encoded. */
export function urlUnder(base: string, key: string): string {
  return base + key.split('/').map(encodeURIComponent).join('/');
}
