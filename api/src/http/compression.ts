import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers above 1 KB go out compressed (brotli or gzip, as the client accepts). Brotli at a middle
 * quality: close to its best ratio for JSON at a fraction of the time. Media under /uploads is sent as it
 * is (already compressed formats are not compressible types). Answers up to 64 KB are compressed in one
 * call rather than through a stream, so a kept public list keeps its compressed body (public-list-cache).
 */
export default fp(async (app) => {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    syncThreshold: 64 * 1024,
  });
});
