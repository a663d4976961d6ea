import { Readable } from 'node:stream';
import { CREATOR_LIMITS } from '@kora/shared/contracts';
import { BYTES_PER_MEGABYTE, frenchText, UPLOAD_RULES, type UploadKind } from '@kora/shared/validation';
import type { FastifyInstance } from 'fastify';
import { readDurationSeconds } from '../../media/duration';
import { isMediaKey } from '../../media/storage/media-storage';
import { withLocalCopy } from '../../media/storage/stored-files';
import { badRequest, HttpError } from '../../http/errors';
import { uploadAllowanceOf } from './upload-allowance';
import { typeNotAllowedMessage } from './upload-rules';
import { UploadService } from './upload-service';

export interface ResolvedMedia {
  /** Under the uploads folder, e.g. "audio/3f2c….mp3" (a track's listening copy): what a media column stores. */
  path: string;
  url: string;
  mimeType: string;
  size: number;
  durationSeconds: number | null;
}

/**
 * The body limit of a route whose JSON may carry a data URL: the largest one (base64 grows it by a
 * third) and the rest of the form. The server's default stays 1 MB.
 */
export const MEDIA_REFERENCE_BODY_LIMIT = 9 * 1024 * 1024;

const TIMED_KINDS: readonly UploadKind[] = ['audio', 'episode', 'video'];

export const MEDIA_NOT_FOUND = 'Fichier introuvable : envoyez-le d’abord, puis utilisez l’adresse reçue.';
export const MEDIA_WRONG_KIND = 'Ce fichier n’est pas du type attendu ici.';

/**
 * `reference`: the url or path answered by POST /upload/{kind} — only the caller's own upload (uploads
 * table, user_id) of one of `kinds` — or a data: URL of at most CREATOR_LIMITS.dataUrlMaxBytes, stored
 * through the same content checks as an upload. Throws 400 with a violation on `field` for an unknown,
 * foreign or wrong-kind reference; 413 / 415 as uploads do. durationSeconds is read for audio, episode
 * and video.
 */
export async function resolveMediaReference(
  app: FastifyInstance,
  reference: string,
  kinds: readonly UploadKind[],
  userId: number,
  field: string,
): Promise<ResolvedMedia> {
  const trimmed = reference.trim();
  if (/^data:/i.test(trimmed)) return storeDataUrl(app, trimmed, kinds, userId, field);
  return findOwnUpload(app, trimmed, kinds, userId, field);
}

const refused = (field: string, message: string) => badRequest(message, [{ propertyPath: field, message }]);

async function withDuration(
  app: FastifyInstance,
  kind: UploadKind,
  media: Omit<ResolvedMedia, 'durationSeconds'>,
): Promise<ResolvedMedia> {
  // Read from a scratch copy rather than memory: a video can be large.
  const durationSeconds = TIMED_KINDS.includes(kind)
    ? await withLocalCopy(app.storage.public, media.path, readDurationSeconds)
    : null;
  return { ...media, durationSeconds };
}

/**
 * "http://host/uploads/audio/a.wav", "/uploads/audio/a.wav", "audio/a.wav" or the address under
 * MEDIA_PUBLIC_URL → "audio/a.wav".
 */
function storedPathOf(app: FastifyInstance, reference: string): string | null {
  let value = app.media.toStored(reference) ?? '';
  if (/^https?:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname;
    } catch {
      return null;
    }
    if (!value.startsWith('/uploads/')) return null;
    value = app.media.toStored(value) ?? '';
  }
  return value ? value.replace(/^\/+/, '') : null;
}

async function findOwnUpload(
  app: FastifyInstance,
  reference: string,
  kinds: readonly UploadKind[],
  userId: number,
  field: string,
): Promise<ResolvedMedia> {
  const stored = storedPathOf(app, reference);
  const upload = stored
    ? await app.db
        .selectFrom('uploads')
        .select(['kind', 'path', 'mime_type', 'size_bytes'])
        .where('path', '=', stored)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!upload) throw refused(field, MEDIA_NOT_FOUND);
  if (!kinds.includes(upload.kind)) throw refused(field, MEDIA_WRONG_KIND);
  const file = isMediaKey(upload.path) && (await app.storage.public.head(upload.path));
  if (!file) throw refused(field, MEDIA_NOT_FOUND);
  return withDuration(app, upload.kind, {
    path: upload.path,
    url: app.media.url(upload.path) ?? upload.path,
    mimeType: upload.mime_type,
    // What was sent: for a track, its master (the file served is its listening copy).
    size: upload.size_bytes,
  });
}

interface DataUrl {
  mimeType: string;
  bytes: Buffer;
}

const dataUrlTooLarge = () =>
  new HttpError(413, frenchText('validation.uploadSize', { max: CREATOR_LIMITS.dataUrlMaxBytes / BYTES_PER_MEGABYTE }));

/** `data:<type>[;params][;base64],<data>`; 413 past the data-URL limit (checked before decoding). */
function parseDataUrl(value: string, field: string): DataUrl {
  const comma = value.indexOf(',');
  const header = comma < 0 ? '' : value.slice('data:'.length, comma);
  const [mimeType, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  if (comma < 0 || !mimeType) throw refused(field, 'Cette valeur n’est pas une URL data: valide.');
  const data = value.slice(comma + 1);
  const base64 = parameters.includes('base64');
  const estimated = base64 ? Math.floor((data.length * 3) / 4) : data.length;
  if (estimated > CREATOR_LIMITS.dataUrlMaxBytes + 3) throw dataUrlTooLarge();
  let bytes: Buffer;
  try {
    bytes = base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data), 'latin1');
  } catch {
    throw refused(field, 'Cette valeur n’est pas une URL data: valide.');
  }
  if (bytes.length > CREATOR_LIMITS.dataUrlMaxBytes) throw dataUrlTooLarge();
  return { mimeType, bytes };
}

async function storeDataUrl(
  app: FastifyInstance,
  value: string,
  kinds: readonly UploadKind[],
  userId: number,
  field: string,
): Promise<ResolvedMedia> {
  const { mimeType, bytes } = parseDataUrl(value, field);
  const kind = kinds.find((candidate) => UPLOAD_RULES[candidate].mimeTypes.includes(mimeType));
  if (!kind) throw new HttpError(415, typeNotAllowedMessage(kinds[0]));
  const uploads = new UploadService(app.db, app.storage, app.media, app.log);
  const held = await uploadAllowanceOf(app).reserve(userId, bytes.length);
  try {
    const stored = await uploads.store(
      kind,
      { stream: Readable.from([bytes]), mimeType, fileName: field, truncated: () => false },
      userId,
    );
    return await withDuration(app, kind, stored);
  } finally {
    await held.settle();
  }
}
