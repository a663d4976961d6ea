import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { contentTypeOf } from './content-types';
import { isMediaKey, type MediaStorage } from './media-storage';

/** Puts a file of this machine (a scratch copy, a file just made) under `key`, streamed. */
export async function putFile(storage: MediaStorage, key: string, file: string): Promise<{ size: number }> {
  const { size } = await stat(file);
  return storage.put(key, createReadStream(file), { contentType: contentTypeOf(key), contentLength: size });
}

/** Puts bytes made in memory (a listening copy, a picture's smaller copy) under `key`. */
export async function putBytes(storage: MediaStorage, key: string, bytes: Buffer): Promise<{ size: number }> {
  return storage.put(key, Readable.from([bytes]), { contentType: contentTypeOf(key), contentLength: bytes.length });
}

/** The whole file in memory (masters to encode, pictures to resize); null when there is none. */
export async function readBytes(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function isStored(storage: MediaStorage, key: string): Promise<boolean> {
  return (await storage.head(key)) !== null;
}

/** A folder of this machine's temporary space for `work`, removed after it whatever happens. */
export async function withScratchFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kora-media-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A copy of the stored file on this machine, for tools that read files (sharp, music-metadata), given
 * to `work` and removed after; null without running `work` when there is no such file.
 */
export async function withLocalCopy<T>(
  storage: MediaStorage,
  key: string,
  work: (file: string) => Promise<T>,
): Promise<T | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  return withScratchFolder(async (folder) => {
    const file = path.join(folder, `copy${path.extname(key)}`);
    await pipeline(stored.body, createWriteStream(file));
    return work(file);
  });
}

/**
 * A media path as the database keeps it ("audio/a.mp3", older rows "/uploads/audio/a.mp3") as a key of
 * its storage; null for an address elsewhere (http…) or a path that is no key.
 */
export function keyOfStored(stored: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(stored)) return null;
  const key = stored.replace(/^\/?(uploads\/)?/, '');
  return isMediaKey(key) ? key : null;
}
