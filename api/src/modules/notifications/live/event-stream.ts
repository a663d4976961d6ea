import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A reader that lets this much pile up unread is gone or too slow: it is closed and comes back with Last-Event-ID. */
const MOST_BUFFERED_BYTES = 1024 * 1024;

/**
 * One server-sent events answer, written straight to the socket: no compression and no ETag (both would
 * hold events back), the headers the route's hooks set (CORS, security) kept.
 */
export class EventStream {
  private ended = false;

  private constructor(private readonly response: ServerResponse) {
    response.once('close', () => {
      this.ended = true;
    });
  }

  /** Takes the answer over from Fastify and starts the stream; `retryMs` is the reconnection hint. */
  static open(reply: FastifyReply, retryMs: number): EventStream {
    reply.hijack();
    const response = reply.raw;
    const kept = Object.entries(reply.getHeaders()).filter(
      (header): header is [string, string | number | string[]] => header[1] !== undefined,
    );
    response.writeHead(200, {
      ...Object.fromEntries(kept),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise buffer the events.
      'x-accel-buffering': 'no',
    });
    response.flushHeaders();
    const stream = new EventStream(response);
    stream.write(`retry: ${retryMs}\n\n`);
    return stream;
  }

  get closed(): boolean {
    return this.ended || this.response.destroyed;
  }

  onClose(listener: () => void): void {
    this.response.once('close', listener);
  }

  send(event: string, id: number, data: unknown): void {
    this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: readers ignore it, proxies see the connection is alive. */
  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    this.ended = true;
    this.response.end();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.response.writableLength > MOST_BUFFERED_BYTES) {
      this.response.destroy();
      return;
    }
    this.response.write(chunk);
  }
}
