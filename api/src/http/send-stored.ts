import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MediaStorage, StoredFileInfo } from '../media/storage/media-storage';
import { type ByteRange, requestedRange } from './byte-ranges';
import { errorBody } from './errors';

export interface SendStoredOptions {
  cacheControl: string;
  /** More headers (a download's name). */
  headers?: Record<string, string>;
}

/** The storage's entity tag, else one made of the size and time (the disk keeps none). */
function entityTag(info: StoredFileInfo): string | undefined {
  if (info.etag) return info.etag;
  return info.lastModified ? `W/"${info.size.toString(16)}-${info.lastModified.getTime().toString(16)}"` : undefined;
}

function notModified(request: FastifyRequest, tag: string | undefined, info: StoredFileInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return tag !== undefined && ifNoneMatch.split(/\s*,\s*/).some((t) => t === tag || t === '*');
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return (
    info.lastModified !== undefined &&
    !Number.isNaN(since) &&
    Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since
  );
}

/**
 * Sends a stored file as a static file server would: its type and length, the range asked (206, or 416
 * past the end), 304 when the client's copy is current. Answers false, sending nothing, when there is no
 * such file, for the caller to answer 404 its own way. (A boolean rather than the reply: a reply is
 * thenable, and awaiting it waits for the whole response.)
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  options: SendStoredOptions,
): Promise<boolean> {
  const info = await storage.head(key);
  if (!info) return false;
  const tag = entityTag(info);
  reply.header('accept-ranges', 'bytes').header('cache-control', options.cacheControl);
  if (tag) reply.header('etag', tag);
  if (info.lastModified) reply.header('last-modified', info.lastModified.toUTCString());
  for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  if (notModified(request, tag, info)) {
    reply.status(304).send();
    return true;
  }

  const range = requestedRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    reply
      .status(416)
      .header('content-range', `bytes */${info.size}`)
      .send(errorBody(416, 'La plage d’octets demandée est hors du fichier.'));
    return true;
  }
  const whole: ByteRange = { start: 0, end: info.size - 1 };
  const sent = range ?? whole;
  reply.header('content-type', info.contentType).header('content-length', Math.max(0, sent.end - sent.start + 1));
  if (request.method === 'HEAD' || info.size === 0) {
    reply.send();
    return true;
  }
  const stored = await storage.get(key, range ? { range } : {});
  // Removed between the two questions: the caller answers 404.
  if (!stored) {
    reply.removeHeader('content-length');
    return false;
  }
  if (range) reply.status(206).header('content-range', `bytes ${sent.start}-${sent.end}/${info.size}`);
  reply.send(stored.body);
  return true;
}
