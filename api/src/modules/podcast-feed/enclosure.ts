import path from 'node:path';
import type { MediaStorage } from '../../media/storage/media-storage';
import { keyOfStored } from '../../media/storage/stored-files';

export interface Enclosure {
  url: string;
  /** Exact size of the file in bytes. */
  length: number;
  type: string;
}

/** The enclosure type podcast apps expect for each stored audio extension. */
const AUDIO_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/x-m4a',
  m4b: 'audio/x-m4a',
  mp4: 'audio/x-m4a',
  aac: 'audio/aac',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
};

/**
 * The enclosure of an episode whose audio is a file of the public storage: its public URL, its stored
 * size and its type. Null when the file is not there (an item cannot state a length it does not know).
 */
export async function enclosureOf(storage: MediaStorage, stored: string, url: string): Promise<Enclosure | null> {
  const type = AUDIO_TYPES[path.extname(stored).slice(1).toLowerCase()];
  const key = keyOfStored(stored);
  if (!type || !key) return null;
  const info = await storage.head(key);
  return info ? { url, length: info.size, type } : null;
}

/** Artwork podcast apps accept: JPEG or PNG. */
export function isFeedArtwork(url: string | null): url is string {
  return url !== null && /\.(jpe?g|png)$/i.test(url.split(/[?#]/)[0]);
}
