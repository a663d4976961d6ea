import type { UploadKind } from '@kora/shared/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { tooLargeMessage, UPLOAD_LIMIT_BYTES } from './upload-rules';
import type { IncomingFile } from './upload-service';

/**
 * The one file of a multipart request, in form field `field`, cut at the kind's size limit: 415 when
 * the body is not multipart, 413 past the limit, 400 when the field is missing.
 */
export async function receiveFile(request: FastifyRequest, kind: UploadKind, field: string): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new HttpError(415, `Envoyez le fichier en multipart/form-data (champ "${field}").`);
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
  return { stream: file, mimeType: part.mimetype, fileName: part.filename, truncated: () => file.truncated };
}
