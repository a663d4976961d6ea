import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasImageVariants, IMAGE_FOLDERS } from '@kora/shared/contracts';
import type { ImageVariantCache } from './variant-cache';
import { hasAllImageVariants, writeImageVariants } from './variants';

export interface BackfillOptions {
  /** Stops between two pictures (the server is closing). */
  signal?: AbortSignal;
  /** A picture whose copies could not be made (not readable as a picture); the others go on. */
  onFailure?: (stored: string, error: unknown) => void;
  /** Copies kept by content for the demo pictures, the same at every seed: linked, not encoded again. */
  demoCache?: ImageVariantCache;
}

const isDemoPicture = (stored: string) => stored.split('/').includes('demo');

/** The pictures that get copies under the uploads folder, as stored paths (`images/demo/a.png`). */
async function storedPictures(uploadsDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const folder of IMAGE_FOLDERS) {
    const names = await readdir(path.join(uploadsDir, folder), { recursive: true }).catch(() => []);
    for (const name of names) {
      const stored = `${folder}/${name.split(path.sep).join('/')}`;
      if (hasImageVariants(stored) && !stored.split('/').some((part) => part.startsWith('.'))) found.push(stored);
    }
  }
  return found;
}

/**
 * Makes the copies a stored picture lacks (an install from before copies existed, a file put there by
 * hand), one picture at a time, so it can run beside the server; pictures with all theirs are left
 * alone. Returns how many pictures got copies.
 */
export async function backfillImageVariants(uploadsDir: string, options: BackfillOptions = {}): Promise<number> {
  let made = 0;
  for (const stored of await storedPictures(uploadsDir)) {
    if (options.signal?.aborted) break;
    const file = path.join(uploadsDir, stored);
    if (await hasAllImageVariants(file)) continue;
    try {
      if (options.demoCache && isDemoPicture(stored)) await options.demoCache.write(file, await readFile(file));
      else await writeImageVariants(file);
      made += 1;
    } catch (error) {
      options.onFailure?.(stored, error);
    }
  }
  return made;
}
