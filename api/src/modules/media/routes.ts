import type { UploadKind } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { badRequest, HttpError } from '../../http/errors';
import { bearer, errors, int, str } from '../../http/schemas';
import { tooLargeMessage, UPLOAD_LIMIT_BYTES } from './upload-rules';
import { UploadService } from './upload-service';

const KINDS: readonly UploadKind[] = ['image', 'audio', 'video'];

/** Uploads: POST /upload/{image|audio|video}, multipart field "file", served back under /uploads. */
export default async function mediaModule(app: FastifyInstance): Promise<void> {
  const uploads = new UploadService(app.db, app.config.uploadsDir, app.media);

  for (const kind of KINDS) {
    app.post(
      `/upload/${kind}`,
      {
        // The body is a multipart stream: validated by hand below, documented here.
        schema: {
          tags: ['uploads'],
          summary: `Upload one ${kind} file (multipart field "file")`,
          consumes: ['multipart/form-data'],
          security: bearer,
          response: {
            201: { type: 'object', properties: { url: str, path: str, mimeType: str, size: int } },
            ...errors(400, 401, 413, 415),
          },
        },
        preHandler: app.requireUser,
      },
      async (request, reply) => {
        if (!request.isMultipart())
          throw new HttpError(415, 'Envoyez le fichier en multipart/form-data (champ "file").');
        let part;
        try {
          part = await request.file({ limits: { fileSize: UPLOAD_LIMIT_BYTES[kind], files: 1 } });
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, tooLargeMessage(kind));
          throw error;
        }
        if (!part || part.fieldname !== 'file')
          throw badRequest('Le champ "file" est requis.', [
            { propertyPath: 'file', message: 'Cette valeur ne doit pas être vide.' },
          ]);
        const stored = await uploads.store(
          kind,
          { stream: part.file, mimeType: part.mimetype, fileName: part.filename, truncated: () => part.file.truncated },
          currentUser(request).id,
        );
        return reply.status(201).send(stored);
      },
    );
  }
}
