import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { sendStored } from '../../http/send-stored';
import { isMediaKey } from '../../media/storage/media-storage';
import { streamCopyMaker } from './stream-copy-route';

/** A day, as the uploads were always served: their names change when their content does. */
const PUBLIC_MEDIA_CACHE = 'public, max-age=86400';

/**
 * GET and HEAD /uploads/…: the public storage's files, with ranges, whichever storage holds them (the
 * local folder, a bucket). With MEDIA_PUBLIC_URL answers point at the CDN instead, and this stays for
 * addresses given before and for installs without one. A track's listening copy not made yet is made
 * from its master first; a master never leaves this way (it lies in the private storage).
 */
export default async function publicMediaRoute(app: FastifyInstance): Promise<void> {
  const makeStreamCopy = streamCopyMaker(app);
  const serve = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const key = request.params['*'];
    if (!isMediaKey(key)) throw notFound('Fichier introuvable');
    if (key.startsWith('audio/')) await makeStreamCopy(request, key);
    if (!(await sendStored(request, reply, app.storage.public, key, { cacheControl: PUBLIC_MEDIA_CACHE }))) {
      throw notFound('Fichier introuvable');
    }
    return reply;
  };
  // HEAD of its own: Fastify's automatic one would read the whole file to count it.
  app.get('/uploads/*', { schema: { hide: true }, exposeHeadRoute: false }, serve);
  app.head('/uploads/*', { schema: { hide: true } }, serve);
}
