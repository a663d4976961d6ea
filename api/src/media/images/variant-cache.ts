import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  hasAllImageVariants,
  imageVariantFiles,
  linkWhole,
  VARIANTS_FINGERPRINT,
  writeImageVariants,
} from './variants';

/**
 * Copies kept by picture content: a picture whose bytes were seen before gets its copies from here
 * (hard links) instead of being encoded again. The demo seed's pictures are the same at every seed.
 */
export class ImageVariantCache {
  constructor(private readonly dir: string) {}

  /** Gives the picture at `file`, whose bytes are `content`, all its copies. */
  async write(file: string, content: Buffer): Promise<void> {
    const key = createHash('sha256').update(VARIANTS_FINGERPRINT).update(content).digest('hex');
    const entry = path.join(this.dir, key);
    // The cache entry holds the same names as beside a picture, for a picture called picture.png.
    const kept = imageVariantFiles(path.join(entry, 'picture.png'));
    const copies = imageVariantFiles(file);
    if (await hasAllImageVariants(path.join(entry, 'picture.png'))) {
      await Promise.all(copies.map((copy, index) => linkWhole(kept[index], copy)));
      return;
    }
    await writeImageVariants(file);
    await mkdir(entry, { recursive: true });
    await Promise.all(copies.map((copy, index) => linkWhole(copy, kept[index])));
  }
}
