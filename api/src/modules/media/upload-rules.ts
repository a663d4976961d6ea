import { UPLOAD_RULES, type UploadKind } from '@kora/shared/contracts';
import type { DetectedFormat } from '../../media/signatures';

export const MEGABYTE = 1024 * 1024;

export const UPLOAD_LIMIT_BYTES: Readonly<Record<UploadKind, number>> = {
  image: UPLOAD_RULES.image.maxMegabytes * MEGABYTE,
  audio: UPLOAD_RULES.audio.maxMegabytes * MEGABYTE,
  video: UPLOAD_RULES.video.maxMegabytes * MEGABYTE,
};

/** The file formats (by signature) each kind of upload accepts. */
export const ACCEPTED_FORMATS: Readonly<Record<UploadKind, readonly DetectedFormat[]>> = {
  image: ['jpeg', 'png'],
  audio: ['mp3', 'wav', 'flac'],
  video: ['mp4', 'mov', 'avi'],
};

/** Sub-folder of /uploads per kind. */
export const UPLOAD_FOLDERS: Readonly<Record<UploadKind, string>> = {
  image: 'images',
  audio: 'audio',
  video: 'videos',
};

export function typeNotAllowedMessage(kind: UploadKind): string {
  return `Type de fichier non autorisé. Types acceptés: ${UPLOAD_RULES[kind].label}`;
}

export function tooLargeMessage(kind: UploadKind): string {
  return `Fichier trop volumineux. Taille maximale: ${UPLOAD_RULES[kind].maxMegabytes}MB`;
}
