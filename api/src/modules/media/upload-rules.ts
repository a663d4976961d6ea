import {
  frenchText,
  UPLOAD_RULES,
  uploadLimitBytes,
  uploadSizeProblem,
  uploadTypeProblem,
  type UploadKind,
} from '@kora/shared/validation';
import type { DetectedFormat } from '../../media/signatures';

/** The largest upload of each kind, in bytes (the one rule table's sizes). */
export const UPLOAD_LIMIT_BYTES: Readonly<Record<UploadKind, number>> = {
  image: uploadLimitBytes('image'),
  audio: uploadLimitBytes('audio'),
  video: uploadLimitBytes('video'),
};

/** The file formats (by signature) each kind of upload accepts. */
export const ACCEPTED_FORMATS: Readonly<Record<UploadKind, readonly DetectedFormat[]>> = {
  image: UPLOAD_RULES.image.formats,
  audio: UPLOAD_RULES.audio.formats,
  video: UPLOAD_RULES.video.formats,
};

/** Sub-folder of /uploads per kind. */
export const UPLOAD_FOLDERS: Readonly<Record<UploadKind, string>> = {
  image: 'images',
  audio: 'audio',
  video: 'videos',
};

export function typeNotAllowedMessage(kind: UploadKind): string {
  const { code, values } = uploadTypeProblem(kind);
  return frenchText(`validation.${code}`, values);
}

export function tooLargeMessage(kind: UploadKind): string {
  const { code, values } = uploadSizeProblem(kind);
  return frenchText(`validation.${code}`, values);
}
