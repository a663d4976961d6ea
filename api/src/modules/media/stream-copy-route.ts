import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AudioMasters } from '../../media/audio/masters';
import { makeListeningCopy, StreamCopyCache } from '../../media/audio/stream-copies';
import { isStored, keyOfStored } from '../../media/storage/stored-files';
import { DEMO_STREAM_COPIES } from './routes';

/**
 * Before /uploads/audio/… is served: a track's listening copy not made yet (the API has just started
 * after a seed and makes them in the background) is made from its master on the spot.
 */
export function streamCopyMaker(app: FastifyInstance): (request: FastifyRequest, stored: string) => Promise<void> {
  const masters = new AudioMasters(app.db);
  const demoCache = new StreamCopyCache(DEMO_STREAM_COPIES);
  return async (request, stored) => {
    if (await isStored(app.storage.public, stored)) return;
    const master = await masters.masterOf(stored);
    const masterKey = master ? keyOfStored(master) : null;
    if (!masterKey) return;
    await makeListeningCopy(app.storage, stored, masterKey, demoCache).catch((err: unknown) =>
      request.log.warn({ path: stored, err }, 'the listening copy of a track could not be made'),
    );
  };
}
