import { uploadEventImage } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { nowIso } from '../../db/clock';
import { conflict } from '../../http/errors';
import { route } from '../../http/route';
import { withinUploadAllowance } from '../media/allowed-upload';
import { receiveFile } from '../media/receive-file';
import { UploadService } from '../media/upload-service';
import { assertEventOwner } from './event-owner';
import { CANCELLED_EVENT } from './organizer-routes';

/**
 * `POST /events/{id}/upload-image`: the organizer sets the event's image (multipart field `image`),
 * within their upload rate and quota as any upload.
 */
export default async function eventImageRoutes(app: FastifyInstance): Promise<void> {
  const uploads = new UploadService(app.db, app.storage, app.media, app.log);

  route(
    app,
    uploadEventImage,
    async (request, reply) => {
      const event = await assertEventOwner(app.db, request.params.id, request);
      if (event.status === 'cancelled') throw conflict(CANCELLED_EVENT);
      const stored = await withinUploadAllowance(app, request, reply, 'image', async () =>
        uploads.store('image', await receiveFile(request, 'image', 'image'), currentUser(request).id),
      );
      await app.db
        .updateTable('events')
        .set({ image: stored.path, updated_at: nowIso() })
        .where('id', '=', event.id)
        .execute();
      return { imageUrl: stored.url };
    },
    { ownBody: true },
  );
}
