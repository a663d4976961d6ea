import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath, type ImageFormat } from '@kora/shared/contracts';
import sharp, { type Sharp } from 'sharp';
import type { MediaStorage } from '../storage/media-storage';
import { isStored, putBytes } from '../storage/stored-files';

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

/** One copy of a picture: its width name (`w320`), its format and its bytes. */
export interface ImageVariant {
  width: number;
  format: ImageFormat;
  bytes: Buffer;
}

/** The keys of the copies of the picture `key`, one per width and format. */
export function imageVariantKeys(key: string): string[] {
  return IMAGE_FORMATS.flatMap(({ format }) => IMAGE_WIDTHS.map((width) => imageVariantPath(key, width, format)));
}

/** Whether every copy of the picture `key` is in `storage`. */
export async function hasAllImageVariants(storage: MediaStorage, key: string): Promise<boolean> {
  const found = await Promise.all(imageVariantKeys(key).map((copy) => isStored(storage, copy)));
  return found.every(Boolean);
}

/**
 * Every copy of a picture, upright (EXIF orientation applied), never wider than the original: the widths
 * past it hold the original's width, encoded once and their bytes shared. Throws when the bytes are not
 * a picture sharp can read.
 */
export async function encodeImageVariants(picture: Buffer): Promise<ImageVariant[]> {
  const original = sharp(picture, { autoOrient: true, failOn: 'error', limitInputPixels: LARGEST_PICTURE_PIXELS });
  const { width } = (await original.metadata()).autoOrient;
  const namesByWidth = new Map<number, number[]>();
  for (const name of IMAGE_WIDTHS) {
    const made = Math.min(name, width);
    namesByWidth.set(made, [...(namesByWidth.get(made) ?? []), name]);
  }
  const variants: ImageVariant[] = [];
  // One copy after another: a single thread of the pool at a time, the others stay free for the server.
  for (const [made, names] of namesByWidth) {
    for (const { format } of IMAGE_FORMATS) {
      const bytes = await ENCODERS[format](original.clone().resize({ width: made })).toBuffer();
      for (const name of names) variants.push({ width: name, format, bytes });
    }
  }
  return variants;
}

/** Puts each copy beside the picture `key` (`images/a.png` → `images/a.w320.avif`), rewriting those there. */
export async function putImageVariants(storage: MediaStorage, key: string, variants: ImageVariant[]): Promise<void> {
  // Small and already made: put side by side rather than one round trip after another.
  await Promise.all(
    variants.map(({ width, format, bytes }) => putBytes(storage, imageVariantPath(key, width, format), bytes)),
  );
}

/** Makes every copy of the picture `key`, whose bytes are `picture`, and puts them beside it. */
export async function writeImageVariants(storage: MediaStorage, key: string, picture: Buffer): Promise<void> {
  await putImageVariants(storage, key, await encodeImageVariants(picture));
}
