/**
 * The one upload rule table (catalogue-and-commerce §5, §9): what each kind of upload accepts, read by
 * the web forms before sending and by the API, which also checks each file's content (its signature).
 * `episode` is a podcast episode's audio: larger than a track's, and M4A too.
 */
export type UploadKind = 'audio' | 'image' | 'video' | 'episode';

/** File formats the API recognises by their first bytes. */
export type UploadFormat = 'jpeg' | 'png' | 'mp3' | 'wav' | 'flac' | 'm4a' | 'mp4' | 'mov' | 'avi';

export interface UploadRule {
  /** Accepted declared content types (browsers report WAV, FLAC and AVI under several names). */
  mimeTypes: readonly string[];
  /** Accepted formats, by content. */
  formats: readonly UploadFormat[];
  /** The accepted types as the refusal lists them. */
  label: string;
  /** Largest accepted size, in MB (1 MB = 1024 × 1024 bytes). */
  maxMegabytes: number;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  audio: {
    mimeTypes: ['audio/mpeg', 'audio/wav', 'audio/flac', 'audio/mp3', 'audio/x-wav', 'audio/wave', 'audio/x-flac'],
    formats: ['mp3', 'wav', 'flac'],
    label: 'mpeg, wav, flac, mp3',
    maxMegabytes: 50,
  },
  image: {
    mimeTypes: ['image/jpeg', 'image/png', 'image/jpg'],
    formats: ['jpeg', 'png'],
    label: 'jpeg, png, jpg',
    maxMegabytes: 5,
  },
  video: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/avi'],
    formats: ['mp4', 'mov', 'avi'],
    label: 'mp4, mov, avi',
    maxMegabytes: 500,
  },
  episode: {
    mimeTypes: [
      'audio/mpeg',
      'audio/mp3',
      'audio/wav',
      'audio/x-wav',
      'audio/wave',
      'audio/mp4',
      'audio/x-m4a',
      'audio/m4a',
    ],
    formats: ['mp3', 'wav', 'm4a'],
    label: 'mp3, wav, m4a',
    maxMegabytes: 100,
  },
};

export const BYTES_PER_MEGABYTE = 1024 * 1024;

export function isUploadKind(kind: string): kind is UploadKind {
  return Object.prototype.hasOwnProperty.call(UPLOAD_RULES, kind);
}

export function uploadLimitBytes(kind: UploadKind): number {
  return UPLOAD_RULES[kind].maxMegabytes * BYTES_PER_MEGABYTE;
}

/** The value for an `<input type="file" accept>` of that kind. */
export function acceptAttribute(kind: UploadKind): string {
  return UPLOAD_RULES[kind].mimeTypes.join(',');
}

/** Why a file cannot be uploaded: a code whose text is `validation.<code>` in the kernel's texts. */
export type UploadProblem =
  | { code: 'uploadKind'; values: Record<string, never> }
  | { code: 'uploadType'; values: { types: string } }
  | { code: 'uploadSize'; values: { max: number } };

export const uploadTypeProblem = (kind: UploadKind): UploadProblem => ({
  code: 'uploadType',
  values: { types: UPLOAD_RULES[kind].label },
});

export const uploadSizeProblem = (kind: UploadKind): UploadProblem => ({
  code: 'uploadSize',
  values: { max: UPLOAD_RULES[kind].maxMegabytes },
});

/** null when the file may be uploaded as `kind` (judging by its declared type and size). */
export function validateUpload(file: { type: string; size: number }, kind: UploadKind | string): UploadProblem | null {
  if (!isUploadKind(kind)) return { code: 'uploadKind', values: {} };
  if (!UPLOAD_RULES[kind].mimeTypes.includes(file.type.toLowerCase())) return uploadTypeProblem(kind);
  if (file.size > uploadLimitBytes(kind)) return uploadSizeProblem(kind);
  return null;
}
