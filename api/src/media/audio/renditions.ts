import path from 'node:path';
import type { MediaStorage, StoredFileInfo } from '../storage/media-storage';
import { putBytes, readBytes } from '../storage/stored-files';
import { decodeAudio, masterFormatOf } from './decode';
import { encodeMp3 } from './mp3-encoder';
import { UndecodableAudio } from './pcm';

/** Bit rate of the public listening copy. */
export const STREAM_KBPS = 128;

/** What a buyer may download: the master as uploaded, or an MP3 at 320 kbps made from it. */
export const DOWNLOAD_FORMATS = ['master', 'mp3-320'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** "audio/demo/track-1.wav" → "audio/demo/track-1.mp3": the listening copy's key in the public storage. */
export function streamPathOf(masterPath: string): string {
  return masterPath.replace(/\.[^./]*$/, '') + '.mp3';
}

/** Where the MP3 320 made from a master is kept, in the private storage ("mp3-320/audio/demo/track-1.mp3"). */
export function mp3DownloadPathOf(masterPath: string): string {
  return `mp3-320/${streamPathOf(masterPath)}`;
}

/** An MP3 at `kbps` of the sound of a master (WAV, FLAC or MP3, told by `name`'s extension); throws UndecodableAudio. */
export async function mp3OfMaster(master: Buffer, name: string, kbps: 128 | 320): Promise<Buffer> {
  const format = masterFormatOf(name);
  if (!format) throw new UndecodableAudio(`no decoder for ${path.extname(name)}`);
  return encodeMp3(await decodeAudio(master, format), kbps);
}

/** A file in one of the storages. */
export interface StoredAudio {
  storage: MediaStorage;
  key: string;
}

/**
 * The MP3 320 of a master, made the first time a buyer asks for it and kept in `cached` (the private
 * storage): most buyers take one format, so encoding every upload twice would spend time on files
 * never fetched. Several processes may make it at once; each puts it whole, the last one stays. Null
 * when the master is not stored; throws UndecodableAudio.
 */
export async function mp3DownloadOf(master: StoredAudio, cached: StoredAudio): Promise<StoredFileInfo | null> {
  const made = await cached.storage.head(cached.key);
  if (made) return made;
  const bytes = await readBytes(master.storage, master.key);
  if (!bytes) return null;
  await putBytes(cached.storage, cached.key, await mp3OfMaster(bytes, master.key, 320));
  return cached.storage.head(cached.key);
}
