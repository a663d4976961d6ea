import { stat } from 'node:fs/promises';
import path from 'node:path';

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
 * The enclosure of an episode whose audio is a file under `uploadsDir`: its public URL, its size on
 * disk and its type. Null when the file is not there (an item cannot state a length it does not know).
 */
export async function enclosureOf(uploadsDir: string, stored: string, url: string): Promise<Enclosure | null> {
  const type = AUDIO_TYPES[path.extname(stored).slice(1).toLowerCase()];
  if (!type || /^[a-z]+:/i.test(stored)) return null;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, stored.replace(/^\/?(uploads\/)?/, ''));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { url, length: info.size, type } : null;
  } catch {
    return null;
  }
}

/** Artwork podcast apps accept: JPEG or PNG. */
export function isFeedArtwork(url: string | null): url is string {
  return url !== null && /\.(jpe?g|png)$/i.test(url.split(/[?#]/)[0]);
}
