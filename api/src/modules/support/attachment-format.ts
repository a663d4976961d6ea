import { open } from 'node:fs/promises';
import type { SupportAttachmentType } from '@kora/shared/contracts';
import { frenchText } from '@kora/shared/validation';
import sharp from 'sharp';
import { HttpError } from '../../http/errors';
import { candidateFormats } from '../../media/signatures';
import { checkContent, unreadable } from '../media/content-check';

/** What an attachment may be, by content. JPEG and PNG are told and decoded as every uploaded picture. */
export type AttachmentFormat = 'jpeg' | 'png' | 'webp' | 'pdf';

export const ATTACHMENT_TYPE: Readonly<Record<AttachmentFormat, SupportAttachmentType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const ATTACHMENT_EXTENSION: Readonly<Record<AttachmentFormat, string>> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  pdf: 'pdf',
};

export const ATTACHMENT_TYPE_REFUSED = frenchText('validation.uploadType', { types: 'JPEG, PNG, WebP, PDF' });
export const UNREADABLE_PDF = 'Ce fichier n’est pas un PDF lisible : son contenu ne correspond pas à son type.';

const ascii = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));

/** The format of the first bytes (at least 12 of them for WebP), or null for anything else. */
export function attachmentFormat(head: Uint8Array): AttachmentFormat | null {
  const picture = candidateFormats(head).find((format) => format === 'jpeg' || format === 'png');
  if (picture === 'jpeg' || picture === 'png') return picture;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  return null;
}

/** Decodes every pixel of a WebP, as the upload check does for JPEG and PNG. */
async function isWebpPicture(file: string): Promise<boolean> {
  try {
    const image = sharp(file, { failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== 'webp' || !metadata.width || !metadata.height) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

/** A PDF ends with its end-of-file marker (within the last kilobyte, as readers look for it). */
async function endsLikePdf(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 1024);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    return tail.includes('%%EOF');
  } finally {
    await handle.close();
  }
}

/** Throws 422 unless the stored file really is of the format its first bytes announced. */
export async function checkAttachment(format: AttachmentFormat, file: string): Promise<void> {
  if (format === 'jpeg' || format === 'png') return checkContent('image', format, file);
  if (format === 'webp' && !(await isWebpPicture(file))) throw unreadable('image');
  if (format === 'pdf' && !(await endsLikePdf(file))) throw new HttpError(422, UNREADABLE_PDF);
}
