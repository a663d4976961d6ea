import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/**
 * Every GET answer carries a weak ETag of its body, and a browser that already holds it gets a 304.
 * Answers are revalidated on each use (`no-cache`); those given to a signed-in caller are `private`, so
 * no shared cache keeps one person’s answer for another, and `Vary` says so (compression adds Accept-Encoding).
 * Registered before compression, so the tag is the body's and the same for br, gzip and plain.
 */
export default fp(async (app) => {
  await app.register(etag, { weak: true });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : 'no-cache');
    }
    reply.header('vary', 'Authorization');
    return payload;
  });
});
