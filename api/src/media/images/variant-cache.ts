import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath } from '@kora/shared/contracts';
import type { MediaStorage } from '../storage/media-storage';
import { encodeImageVariants, putImageVariants, VARIANTS_FINGERPRINT, type ImageVariant } from './variants';

/** An entry holds the names the copies of a picture called picture.png would have (as machines already keep them). */
const fileNameOf = ({ width, format }: Pick<ImageVariant, 'width' | 'format'>) =>
  imageVariantPath('picture.png', width, format);

/** Written under a temporary name then renamed: another process reading the entry sees whole files only. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${randomUUID()}.part`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Copies kept by picture content in a folder of this machine: a picture whose bytes were seen before
 * gets its copies from here instead of being encoded again. The demo seed's pictures are the same at
 * every seed, so each machine encodes them once.
 */
export class ImageVariantCache {
  constructor(private readonly dir: string) {}

  /** Puts every copy of the picture `key`, whose bytes are `picture`, into `storage`. */
  async write(storage: MediaStorage, key: string, picture: Buffer): Promise<void> {
    const entry = path.join(this.dir, createHash('sha256').update(VARIANTS_FINGERPRINT).update(picture).digest('hex'));
    let variants = await this.kept(entry);
    if (!variants) {
      variants = await encodeImageVariants(picture);
      await this.keep(entry, variants);
    }
    await putImageVariants(storage, key, variants);
  }

  /** The copies kept in `entry`, or null unless every one is there. */
  private async kept(entry: string): Promise<ImageVariant[] | null> {
    try {
      return await Promise.all(
        IMAGE_FORMATS.flatMap(({ format }) =>
          IMAGE_WIDTHS.map(async (width) => ({
            width,
            format,
            bytes: await readFile(path.join(entry, fileNameOf({ width, format }))),
          })),
        ),
      );
    } catch {
      return null;
    }
  }

  private async keep(entry: string, variants: ImageVariant[]): Promise<void> {
    await mkdir(entry, { recursive: true });
    for (const variant of variants) await writeWhole(path.join(entry, fileNameOf(variant)), variant.bytes);
  }
}
