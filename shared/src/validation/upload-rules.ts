export type UploadKind = 'audio' | 'image' | 'video';

export interface UploadRule {
  /** Accepted MIME types. */
  types: readonly string[];
  /** Largest accepted size, in MB (1 MB = 1024 × 1024 bytes). */
  maxSizeMb: number;
}

/** The shared upload validator's rules (catalogue-and-commerce §5). */
export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  audio: {
    // Browsers report WAV and FLAC under several names; all of them are the formats the spec allows.
    types: ['audio/mpeg', 'audio/wav', 'audio/flac', 'audio/mp3', 'audio/x-wav', 'audio/wave', 'audio/x-flac'],
    maxSizeMb: 50,
  },
  image: { types: ['image/jpeg', 'image/png', 'image/jpg'], maxSizeMb: 5 },
  video: { types: ['video/mp4', 'video/quicktime', 'video/x-msvideo'], maxSizeMb: 500 },
};

const BYTES_PER_MB = 1024 * 1024;

function isUploadKind(kind: string): kind is UploadKind {
  return Object.prototype.hasOwnProperty.call(UPLOAD_RULES, kind);
}

/** The value for an `<input type="file" accept>` of that kind. */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_RULES[kind].types.join(',');
}

/** null when the file may be uploaded as `kind`, else the French message to show. */
export function validateUpload(file: { type: string; size: number }, kind: UploadKind | string): string | null {
  if (!isUploadKind(kind)) return 'Type de fichier non supporté';
  const rule = UPLOAD_RULES[kind];
  if (!rule.types.includes(file.type.toLowerCase())) {
    return `Type de fichier non autorisé. Types acceptés: ${rule.types.join(', ')}`;
  }
  if (file.size > rule.maxSizeMb * BYTES_PER_MB) {
    return `Fichier trop volumineux. Taille maximale: ${rule.maxSizeMb}MB`;
  }
  return null;
}
