import type { UploadKind } from '@kora/shared/validation';
import { parseFile } from 'music-metadata';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';
import type { DetectedFormat } from '../../media/signatures';

const UNREADABLE: Readonly<Record<UploadKind, string>> = {
  image: 'Ce fichier n’est pas une image lisible : son contenu ne correspond pas à son type.',
  audio: 'Ce fichier n’est pas un son lisible : son contenu ne correspond pas à son type.',
  episode: 'Ce fichier n’est pas un son lisible : son contenu ne correspond pas à son type.',
  video: 'Ce fichier n’est pas une vidéo lisible : son contenu ne correspond pas à son type.',
};

/** 422 with the kind's message: the bytes start like the claimed format but are not a file of it. */
export const unreadable = (kind: UploadKind) => new HttpError(422, UNREADABLE[kind]);

const SHARP_FORMATS: Partial<Record<DetectedFormat, string>> = { jpeg: 'jpeg', png: 'png', gif: 'gif' };

/** Decodes every pixel: a PNG signature followed by anything else is not a picture. */
async function isPicture(file: string, format: DetectedFormat): Promise<boolean> {
  try {
    const image = sharp(file, { failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== SHARP_FORMATS[format] || !metadata.width || !metadata.height) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

/** Reads the headers and, for MP3, the frames: there must be sound of some length. */
async function hasSound(file: string): Promise<boolean> {
  try {
    const { format } = await parseFile(file, { duration: true, skipCovers: true });
    return Number.isFinite(format.duration) && (format.duration ?? 0) > 0;
  } catch {
    return false;
  }
}

/**
 * Whether checkContent decodes files of this kind and format. Track audio is decoded whole later, when
 * its listening copy is made; M4A episodes and videos are checked by their signature only (no decoder
 * for them ships with the API).
 */
export function isDecodedToCheck(kind: UploadKind, format: DetectedFormat): boolean {
  return kind === 'image' || (kind === 'episode' && (format === 'mp3' || format === 'wav'));
}

/** Throws 422 unless the file decodes as the format its first bytes announced (see isDecodedToCheck). */
export async function checkContent(kind: UploadKind, format: DetectedFormat, file: string): Promise<void> {
  if (!isDecodedToCheck(kind, format)) return;
  const readable = kind === 'image' ? await isPicture(file, format) : await hasSound(file);
  if (!readable) throw unreadable(kind);
}
