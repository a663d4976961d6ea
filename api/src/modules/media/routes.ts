import type { UploadKind } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { bearer, errors, int, str } from '../../http/schemas';
import { receiveFile } from './receive-file';
import { UploadService } from './upload-service';

const KINDS: readonly UploadKind[] = ['image', 'audio', 'video', 'episode'];

/** Uploads: POST /upload/{image|audio|video|episode}, multipart field "file", served back under /uploads. */
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
        const file = await receiveFile(request, kind, 'file');
        const stored = await uploads.store(kind, file, currentUser(request).id);
        return reply.status(201).send(stored);
      },
    );
  }
}
