import { hasImageVariants, IMAGE_FOLDERS } from '@kora/shared/contracts';
import type { MediaStorage } from '../storage/media-storage';
import { readBytes } from '../storage/stored-files';
import type { ImageVariantCache } from './variant-cache';
import { imageVariantKeys, writeImageVariants } from './variants';

export interface BackfillOptions {
  /** Stops between two pictures (the server is closing). */
  signal?: AbortSignal;
  /** A picture whose copies could not be made (not readable as a picture); the others go on. */
  onFailure?: (stored: string, error: unknown) => void;
  /** Copies kept by content for the demo pictures, the same at every seed: encoded once per machine. */
  demoCache?: ImageVariantCache;
}

const isDemoPicture = (stored: string) => stored.split('/').includes('demo');

/**
 * The pictures of the public storage lacking one of their copies, as keys (`images/demo/a.png`): one
 * listing per folder rather than a question per copy, since a listing holds the copies too.
 */
async function picturesLackingCopies(storage: MediaStorage): Promise<string[]> {
  const keys = new Set<string>();
  for (const folder of IMAGE_FOLDERS) for await (const key of storage.list(`${folder}/`)) keys.add(key);
  const pictures = [...keys].filter((key) => hasImageVariants(key));
  return pictures.filter((picture) => imageVariantKeys(picture).some((copy) => !keys.has(copy))).sort();
}

/**
 * Makes the copies a stored picture lacks (an install from before copies existed, a file put there by
 * hand, a fresh demo seed), one picture at a time, so it can run beside the server; pictures with all
 * theirs are left alone. Returns how many pictures got copies.
 */
export async function backfillImageVariants(storage: MediaStorage, options: BackfillOptions = {}): Promise<number> {
  let made = 0;
  for (const stored of await picturesLackingCopies(storage)) {
    if (options.signal?.aborted) break;
    try {
      const picture = await readBytes(storage, stored);
      // Removed since it was listed.
      if (!picture) continue;
      if (options.demoCache && isDemoPicture(stored)) await options.demoCache.write(storage, stored, picture);
      else await writeImageVariants(storage, stored, picture);
      made += 1;
    } catch (error) {
      options.onFailure?.(stored, error);
    }
  }
  return made;
}
