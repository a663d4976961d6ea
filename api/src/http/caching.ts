import etag from '@fastify/etag';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Vary as it was (CORS adds Origin) with the names missing from it added. */
function varyingOn(current: unknown, names: string[]): string {
  const listed = [current ?? []].flat().join(', ');
  const present = new Set(listed.split(',').map((name) => name.trim().toLowerCase()));
  const missing = names.filter((name) => !present.has(name.toLowerCase()));
  return [listed, ...missing].filter(Boolean).join(', ');
}

/**
 * Any JSON answer is compressed once it is large enough, and a 304 must vary as the answer it confirms
 * would, so JSON varies on Accept-Encoding even when this one is small or a 304 (lower case: compression
 * looks for it so).
 */
function answerVaries(reply: FastifyReply): string[] {
  const json = /json/.test(String(reply.getHeader('content-type') ?? ''));
  return json ? ['Authorization', 'accept-encoding'] : ['Authorization'];
}

/**
 * Every GET answer carries a weak ETag of its body, and a browser that already holds it gets a 304.
 * Answers are revalidated on each use (`no-cache`); those given to a signed-in caller are `private`, so
 * no shared cache keeps one person’s answer for another, and `Vary` says so, added to CORS's Origin.
 * Registered before compression, so the tag is the body's and the same for br, gzip and plain.
 */
export default fp(async (app) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : 'no-cache');
    }
    reply.header('vary', varyingOn(reply.getHeader('vary'), answerVaries(reply)));
    return payload;
  });
});
