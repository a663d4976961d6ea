import { randomUUID } from 'node:crypto';
import { access, copyFile, link, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath, type ImageFormat } from '@kora/shared/contracts';
import sharp, { type Sharp } from 'sharp';

/**
 * AVIF at a low effort: about a fifth larger than at sharp's default effort but five to ten times
 * quicker to make, which keeps an upload and the demo seed short; still a third smaller than WebP.
 */
const ENCODING = { avif: { quality: 50, effort: 2 }, webp: { quality: 75 } } as const;

const ENCODERS: Readonly<Record<ImageFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif(ENCODING.avif),
  webp: (image) => image.webp(ENCODING.webp),
};

/** Pictures past this (a decompression bomb: a few KB that decode to gigabytes) keep their original only. */
const LARGEST_PICTURE_PIXELS = 64_000_000;

/** Changes whenever the same picture would give other copies (widths, formats, settings, encoder). */
export const VARIANTS_FINGERPRINT = JSON.stringify({
  widths: IMAGE_WIDTHS,
  encoding: ENCODING,
  sharp: sharp.versions.sharp,
});

/** The copies of the picture at `file` (an absolute path), one per width and format. */
export function imageVariantFiles(file: string): string[] {
  return IMAGE_FORMATS.flatMap(({ format }) => IMAGE_WIDTHS.map((width) => imageVariantPath(file, width, format)));
}

/** Whether every copy of the picture at `file` is on disk. */
export async function hasAllImageVariants(file: string): Promise<boolean> {
  const found = await Promise.all(
    imageVariantFiles(file).map((copy) =>
      access(copy).then(
        () => true,
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/** Writes through a hidden temporary file, so a copy on disk is always whole (and a rerun can trust it). */
async function writeWhole(target: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.part`);
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Makes `to` the same file as `from`: a hard link, or a copy where links cannot be made. */
export function linkWhole(from: string, to: string): Promise<void> {
  return writeWhole(to, (temporary) => link(from, temporary).catch(() => copyFile(from, temporary)));
}

/**
 * Writes every copy of the picture at `file` beside it, upright (EXIF orientation applied), never wider
 * than the original: the names of widths past it hold the original's width, made once and linked.
 * Rewrites copies already there. Throws when the file is not a picture sharp can read.
 */
export async function writeImageVariants(file: string): Promise<void> {
  const original = sharp(file, { autoOrient: true, failOn: 'error', limitInputPixels: LARGEST_PICTURE_PIXELS });
  const { width } = (await original.metadata()).autoOrient;
  const namesByWidth = new Map<number, number[]>();
  for (const name of IMAGE_WIDTHS) {
    const made = Math.min(name, width);
    namesByWidth.set(made, [...(namesByWidth.get(made) ?? []), name]);
  }
  // One copy after another: a single thread of the pool at a time, the others stay free for the server.
  for (const [made, names] of namesByWidth) {
    for (const { format } of IMAGE_FORMATS) {
      const [first, ...same] = names.map((name) => imageVariantPath(file, name, format));
      await writeWhole(first, (temporary) =>
        ENCODERS[format](original.clone().resize({ width: made })).toFile(temporary),
      );
      for (const copy of same) await linkWhole(first, copy);
    }
  }
}
