import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public list: its answers to callers without a session may be kept for a few seconds. */
    publicListCache?: boolean;
  }
}

const MAX_ENTRIES = 500;

interface Kept {
  payload: string;
  contentType: string;
  expires: number;
}

/** The same list whatever the order of its query parameters. */
function keyOf(url: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.sort();
  return `${path}?${params.toString()}`;
}

/**
 * Keeps the answers of public lists (routes with `config: { publicListCache: true }`) to callers without
 * a session for a few seconds: a catalogue is read far more than it changes. Any successful write through
 * this process empties it at once; other processes serving the same database see the write within
 * `config.listCacheMs` (5 s by default), and browsers revalidate with the ETag. Answers for a signed-in caller are never
 * kept nor served from here.
 */
export default fp(async (app) => {
  const kept = new Map<string, Kept>();

  const keepFor = app.config.listCacheMs;
  const cacheable = (request: {
    method: string;
    headers: { authorization?: string };
    routeOptions: { config?: { publicListCache?: boolean } };
  }) =>
    keepFor > 0 &&
    request.method === 'GET' &&
    !request.headers.authorization &&
    request.routeOptions.config?.publicListCache === true;

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = kept.get(keyOf(request.url));
    if (!entry) return;
    if (entry.expires <= Date.now()) {
      kept.delete(keyOf(request.url));
      return;
    }
    return reply.header('content-type', entry.contentType).send(entry.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = keyOf(request.url);
    if (kept.has(key)) return payload;
    if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    kept.set(key, {
      payload,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      expires: Date.now() + keepFor,
    });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (write && reply.statusCode < 400) kept.clear();
  });
});
