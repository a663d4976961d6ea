import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public list: its answers to callers without a session may be kept for a few seconds. */
    publicListCache?: boolean;
  }
}

export const MAX_KEPT_ANSWERS = 500;

/** An answer exactly as it went out: its final headers (security, CORS, caching, compression) and body. */
interface KeptAnswer {
  etag: string;
  headers: OutgoingHttpHeaders;
  /** The same headers as a 304 for this answer carries them. */
  notModified: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
}

/** The same list whatever the order of its query parameters. */
function listKeyOf(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  return `${url.slice(0, at)}?${params.toString()}`;
}

/**
 * An answer's headers depend on these request headers (CORS on Origin, compression on Accept-Encoding
 * and x-no-compression), so one answer is kept for each combination seen.
 */
function answerKeyOf(request: FastifyRequest): string {
  const { origin = '', 'accept-encoding': encodings = '' } = request.headers;
  const plain = request.headers['x-no-compression'] === undefined ? '' : 'plain';
  return `${listKeyOf(request.url)}\n${origin}\n${encodings}\n${plain}`;
}

/** The comparison @fastify/etag makes for a fresh answer, so that a kept one gets a 304 exactly as often. */
function holdsCurrent(request: FastifyRequest, etag: string): boolean {
  const held = request.headers['if-none-match'];
  return held !== undefined && (held === etag || `W/${held}` === etag || held === `W/${etag}`);
}

const anonymousGet = (request: FastifyRequest) => request.method === 'GET' && !request.headers.authorization;

const isWrite = (route: RouteOptions) =>
  [route.method].flat().some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method));

/**
 * Keeps the answers of public lists (routes with `config: { publicListCache: true }`) to callers without
 * a session for a few seconds: a catalogue is read far more than it changes. A kept answer is replayed
 * byte for byte before any other hook runs: headers, ETag, compressed body and all, computed once when
 * it was kept; a matching If-None-Match gets a 304. Any successful write through this process empties
 * it at once; other processes serving the same database see the write within `config.listCacheMs`
 * (5 s by default), and browsers revalidate with the ETag. Answers for a signed-in caller are never
 * kept nor served from here.
 *
 * Two plugins sharing the kept answers: `serve` registered before every other plugin with hooks, and
 * `keep` after compression, so that it records the answer as it leaves.
 */
export function publicListCache(): { serve: FastifyPluginAsync; keep: FastifyPluginAsync } {
  const kept = new Map<string, KeptAnswer>();

  function find(request: FastifyRequest): KeptAnswer | undefined {
    const key = answerKeyOf(request);
    const answer = kept.get(key);
    if (answer && answer.expires <= Date.now()) {
      kept.delete(key);
      return undefined;
    }
    return answer;
  }

  const serve = fp(async (app) => {
    if (app.config.listCacheMs <= 0) return;
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (!anonymousGet(request) || request.routeOptions.config?.publicListCache !== true) return done();
      const answer = find(request);
      if (!answer) return done();
      reply.hijack();
      if (holdsCurrent(request, answer.etag)) {
        reply.raw.writeHead(304, answer.notModified).end();
      } else {
        reply.raw.writeHead(200, answer.headers).end(answer.body);
      }
      done();
    });

    function forget(_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (reply.statusCode < 400) kept.clear();
      done();
    }
    app.addHook('onRoute', (route) => {
      if (isWrite(route)) route.onResponse = [route.onResponse ?? []].flat().concat(forget);
    });
  });

  const keep = fp(async (app) => {
    const keepFor = app.config.listCacheMs;
    if (keepFor <= 0) return;

    function record(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: null, payload: unknown) => void,
    ) {
      const etag = reply.getHeader('etag');
      if (
        anonymousGet(request) &&
        reply.statusCode === 200 &&
        typeof etag === 'string' &&
        (typeof payload === 'string' || Buffer.isBuffer(payload))
      ) {
        const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
        const headers = { ...reply.getHeaders(), 'content-length': body.length } as OutgoingHttpHeaders;
        const { 'content-encoding': _encoding, ...notModified } = headers;
        const key = answerKeyOf(request);
        kept.delete(key);
        if (kept.size >= MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
        kept.set(key, {
          etag,
          headers,
          notModified: { ...notModified, 'content-length': 0 },
          body,
          expires: Date.now() + keepFor,
        });
      }
      done(null, payload);
    }
    app.addHook('onRoute', (route) => {
      if (route.config?.publicListCache === true) route.onSend = [route.onSend ?? []].flat().concat(record);
    });
  });

  return { serve, keep };
}
