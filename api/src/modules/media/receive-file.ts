import type { UploadKind } from '@kora/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { tooLargeMessage, UPLOAD_LIMIT_BYTES } from './upload-rules';
import type { IncomingFile } from './upload-service';

/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The most a request may carry for one file of this kind: its announced length, else the kind's limit. */
export function announcedBytes(request: FastifyRequest, kind: UploadKind): number {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length >= 0 ? Math.min(length, UPLOAD_LIMIT_BYTES[kind]) : UPLOAD_LIMIT_BYTES[kind];
}

/**
 * The one file of a multipart request, in form field `field`, cut at the kind's size limit: 415 when
 * the body is not multipart, 413 past the limit (before reading anything when the announced length is
 * already too large), 400 when the field is missing.
 */
export async function receiveFile(request: FastifyRequest, kind: UploadKind, field: string): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new HttpError(415, `Envoyez le fichier en multipart/form-data (champ "${field}").`);
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > UPLOAD_LIMIT_BYTES[kind] + MULTIPART_OVERHEAD_BYTES) {
    throw new HttpError(413, tooLargeMessage(kind));
  }
  let part;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES[kind], files: 1 } });
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage(kind));
    throw error;
  }
  if (!part || part.fieldname !== field)
    throw badRequest(`Le champ "${field}" est requis.`, [
      { propertyPath: field, message: 'Cette valeur ne doit pas être vide.' },
    ]);
  const file = part.file;
  // Without this, the parser cuts the file at the limit but reads the rest of a chunked body to its end.
  file.once('limit', () => file.destroy(new HttpError(413, tooLargeMessage(kind))));
  return { stream: file, mimeType: part.mimetype, fileName: part.filename, truncated: () => file.truncated };
}
