import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { AudioMasters } from '../../media/audio/masters';
import { inside, makeStreamCopy, StreamCopyCache } from '../../media/audio/stream-copies';
import { DEMO_STREAM_COPIES } from './routes';

/**
 * GET /uploads/audio/…: served as every file under /uploads, except that a track's listening copy not
 * made yet (the API has just started after a seed and makes them in the background) is made from its
 * master on the spot. Only the copy is ever served; a master never is.
 */
export default async function streamCopyRoute(app: FastifyInstance): Promise<void> {
  const folders = { uploadsDir: app.config.uploadsDir, mastersDir: app.config.mastersDir };
  const masters = new AudioMasters(app.db);
  const demoCache = new StreamCopyCache(DEMO_STREAM_COPIES);

  app.get<{ Params: { '*': string } }>('/uploads/audio/*', { schema: { hide: true } }, async (request, reply) => {
    const stored = `audio/${request.params['*']}`;
    const file = inside(folders.uploadsDir, stored);
    if (file && !(await stat(file).catch(() => null))?.isFile()) {
      const master = await masters.masterOf(stored);
      if (master) {
        await makeStreamCopy(folders, stored, master, demoCache).catch((err: unknown) =>
          request.log.warn({ path: stored, err }, 'the listening copy of a track could not be made'),
        );
      }
    }
    return reply.sendFile(stored);
  });
}
