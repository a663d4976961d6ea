import {
  frenchText,
  UPLOAD_RULES,
  uploadLimitBytes,
  uploadSizeProblem,
  uploadTypeProblem,
  type UploadKind,
} from '@kora/shared/validation';
import { candidateFormats, FORMAT_MIME_TYPES, type DetectedFormat } from '../../media/signatures';

/** The largest upload of each kind, in bytes (the one rule table's sizes). */
export const UPLOAD_LIMIT_BYTES: Readonly<Record<UploadKind, number>> = {
  image: uploadLimitBytes('image'),
  audio: uploadLimitBytes('audio'),
  video: uploadLimitBytes('video'),
  episode: uploadLimitBytes('episode'),
};

/** The file formats (by signature) each kind of upload accepts. */
export const ACCEPTED_FORMATS: Readonly<Record<UploadKind, readonly DetectedFormat[]>> = {
  image: UPLOAD_RULES.image.formats,
  audio: UPLOAD_RULES.audio.formats,
  video: UPLOAD_RULES.video.formats,
  episode: UPLOAD_RULES.episode.formats,
};

/** Sub-folder of /uploads per kind. */
export const UPLOAD_FOLDERS: Readonly<Record<UploadKind, string>> = {
  image: 'images',
  audio: 'audio',
  video: 'videos',
  episode: 'audio',
};

/**
 * The format a file of this kind is, judging by its first bytes, when the kind accepts it and the
 * declared content type honestly names it; null otherwise (a renamed file, a wrong kind).
 */
export function acceptedFormat(kind: UploadKind, head: Uint8Array, declaredType: string): DetectedFormat | null {
  return (
    candidateFormats(head).find(
      (format) => ACCEPTED_FORMATS[kind].includes(format) && FORMAT_MIME_TYPES[format].includes(declaredType),
    ) ?? null
  );
}

export function typeNotAllowedMessage(kind: UploadKind): string {
  const { code, values } = uploadTypeProblem(kind);
  return frenchText(`validation.${code}`, values);
}

export function tooLargeMessage(kind: UploadKind): string {
  const { code, values } = uploadSizeProblem(kind);
  return frenchText(`validation.${code}`, values);
}
