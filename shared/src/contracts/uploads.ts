/** Uploads (catalogue-and-commerce.md §5, §7): `POST /api/upload/{image|audio|video}`, multipart field `file`, bearer. */

export type UploadKind = 'image' | 'audio' | 'video';

export interface UploadRule {
  /** Accepted declared content types. */
  mimeTypes: readonly string[];
  /** Listed after 'Types acceptés: ' in the 415 message. */
  label: string;
  maxMegabytes: number;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  image: { mimeTypes: ['image/jpeg', 'image/png', 'image/jpg'], label: 'jpeg, png, jpg', maxMegabytes: 5 },
  audio: {
    mimeTypes: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/flac', 'audio/x-flac', 'audio/mp3'],
    label: 'mpeg, wav, flac, mp3',
    maxMegabytes: 50,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi'],
    label: 'mp4, mov, avi',
    maxMegabytes: 500,
  },
};

/** → 201. `url` is absolute, e.g. http://localhost:4000/uploads/audio/3f2c….wav; send it back as-is in
 * create calls. 415 'Type de fichier non autorisé. Types acceptés: …' when the declared type or the
 * file's signature is not accepted; 413 'Fichier trop volumineux. Taille maximale: {n}MB'. */
export interface UploadResponse {
  url: string;
  /** Path under /uploads, e.g. "audio/3f2c….wav". */
  path: string;
  mimeType: string;
  size: number;
}
