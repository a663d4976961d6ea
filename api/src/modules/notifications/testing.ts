import type { Notification, NotificationsResponse } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { TestSession } from '../../test/test-app';

/** The user's notifications as the bell reads them (GET /api/notifications). */
export async function notificationsOf(
  app: FastifyInstance,
  session: TestSession,
  query: Record<string, string | number> = {},
): Promise<NotificationsResponse> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: session.headers,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  if (response.statusCode !== 200) throw new Error(`notifications: ${response.statusCode} ${response.body}`);
  return response.json<NotificationsResponse>();
}

/** Kind, params and link of each notification, newest first: what a test compares. */
export const whatHappened = (list: NotificationsResponse) =>
  list.items.map(({ kind, params, link }: Notification) => ({ kind, params, link }));

/** One server-sent event as a reader receives it. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * A live stream read as a browser's EventSource reads it: fetch with the token, the body read as it
 * comes, cut into events at blank lines (comments and the retry hint kept apart).
 */
export class StreamReader {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  ended = false;
  private buffer = '';
  private waiters: Array<() => void> = [];

  private constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {}

  static async open(
    baseUrl: string,
    token: string | null,
    headers: Record<string, string> = {},
  ): Promise<StreamReader> {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: {
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      signal: controller.signal,
    });
    const reader = new StreamReader(response, controller);
    if (response.ok && response.body) void reader.read(response.body);
    return reader;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    const source = body.getReader();
    try {
      for (;;) {
        const { value, done } = await source.read();
        if (done) break;
        this.take(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted by close(), or the server went away.
    }
    this.ended = true;
    this.wake();
  }

  private take(text: string): void {
    this.buffer += text;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.parse(block);
      end = this.buffer.indexOf('\n\n');
    }
    this.wake();
  }

  private parse(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
        continue;
      }
      const at = line.indexOf(':');
      const name = at < 0 ? line : line.slice(0, at);
      fields[name] = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    }
    if (fields.retry !== undefined) this.retry = Number(fields.retry);
    if (fields.data !== undefined) {
      this.events.push({ id: fields.id ?? null, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
    }
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }

  /** Waits until `count` events matching `which` arrived (or the stream ended, or `timeoutMs` passed). */
  async until(which: (event: ReceivedEvent) => boolean, count = 1, timeoutMs = 10_000): Promise<ReceivedEvent[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matching = this.events.filter(which);
      if (matching.length >= count || this.ended || Date.now() >= deadline) return matching;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the server ends the stream; true when it did within `timeoutMs`. */
  async closedByServer(timeoutMs = 10_000): Promise<boolean> {
    await this.until(() => false, 1, timeoutMs);
    return this.ended;
  }

  close(): void {
    this.controller.abort();
  }
}

export const notificationEvents = (event: ReceivedEvent) => event.event === 'notification';
export const unreadEvents = (event: ReceivedEvent) => event.event === 'unread';

/** The server listening on a free port of this machine, for a real HTTP client. */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
