import path from 'node:path';
import type { UploadKind } from '@kora/shared/contracts';
import {
  uploadAudioFile,
  uploadEpisodeFile,
  uploadImageFile,
  uploadVideoFile,
  type Endpoint,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { API_ROOT } from '../../config';
import { route } from '../../http/route';
import { backfillStreamCopies, StreamCopyCache } from '../../media/audio/stream-copies';
import { backfillImageVariants } from '../../media/images/backfill';
import { ImageVariantCache } from '../../media/images/variant-cache';
import { withinUploadAllowance } from './allowed-upload';
import { receiveFile } from './receive-file';
import { UploadService } from './upload-service';

const UPLOADS = [
  ['image', uploadImageFile],
  ['audio', uploadAudioFile],
  ['video', uploadVideoFile],
  ['episode', uploadEpisodeFile],
] as const satisfies readonly (readonly [UploadKind, Endpoint])[];

/** The demo pictures' copies, kept by content on this machine (they are the same at every seed). */
export const DEMO_COPIES = path.join(API_ROOT, 'node_modules', '.cache', 'kora-demo-image-copies');
/** The demo tracks' listening copies, kept the same way. */
export const DEMO_STREAM_COPIES = path.join(API_ROOT, 'node_modules', '.cache', 'kora-demo-stream-copies');

/**
 * Uploads: POST /upload/{image|audio|video|episode}, multipart field "file", served back under /uploads.
 * Once the server is ready, pictures without their smaller copies get them, in the background: those
 * stored before copies existed, and the demo pictures a seed has just stored (encoded once per machine,
 * then taken from DEMO_COPIES). Tracks get their listening copies the same way (masters stored in the
 * public storage before masters were kept apart move to the private one first).
 */
export default async function mediaModule(app: FastifyInstance): Promise<void> {
  const uploads = new UploadService(app.db, app.storage, app.media, app.log);

  const closing = new AbortController();
  let backfill: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    const streamCopies = backfillStreamCopies(app.db, app.storage, {
      signal: closing.signal,
      demoCache: new StreamCopyCache(DEMO_STREAM_COPIES),
      onFailure: (path, err) => app.log.warn({ path, err }, 'the listening copy of a track could not be made'),
    }).then(
      ({ moved, made }) => (moved > 0 || made > 0) && app.log.info({ moved, made }, 'listening copies of tracks made'),
      (err: unknown) => app.log.error({ err }, 'tracks could not be given listening copies'),
    );
    const pictures = backfillImageVariants(app.storage.public, {
      signal: closing.signal,
      demoCache: new ImageVariantCache(DEMO_COPIES),
      onFailure: (path, err) => app.log.warn({ path, err }, 'smaller copies of a stored picture could not be made'),
    }).then(
      (made) => made > 0 && app.log.info({ pictures: made }, 'smaller copies of stored pictures made'),
      (err: unknown) => app.log.error({ err }, 'stored pictures could not be given smaller copies'),
    );
    backfill = Promise.all([streamCopies, pictures]);
  });
  app.addHook('onClose', async () => {
    closing.abort();
    await backfill;
  });

  // The body is a multipart stream the handler reads itself, once the caller is known to be signed in.
  for (const [kind, endpoint] of UPLOADS) {
    route(
      app,
      endpoint,
      async (request, reply) => {
        const stored = await withinUploadAllowance(app, request, reply, kind, async () =>
          uploads.store(kind, await receiveFile(request, kind, 'file'), currentUser(request).id),
        );
        reply.code(201);
        return stored;
      },
      { ownBody: true },
    );
  }
}
