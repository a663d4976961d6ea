import { apiPath } from '@kora/shared';
import { NOTIFICATION_STREAM_EVENTS } from '@kora/shared/contracts/plain';
import type { Notification } from '@kora/shared/contracts';
import { EventSource, type FetchLike } from 'eventsource';
import { NOTIFICATIONS_STREAM_PATH } from './notifications-api';

export interface NotificationStreamListener {
  onNotification(notification: Notification): void;
  onUnread(unread: number): void;
  /** The stream is back after a break: what happened meanwhile may need reloading. */
  onResumed(): void;
}

export interface NotificationStreamOptions {
  /** The wait before the next try, after `failures` failed ones in a row. */
  retryDelay?: (failures: number) => number;
}

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/** Answers after which trying again is pointless: no stream for this token (or the server says stop). */
const REFUSED = new Set([204, 401, 403]);

/** Doubles after each failure up to a minute; half of it random, so browsers do not all come back at once. */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isNotification(value: unknown): value is Notification {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.kind === 'string' &&
    typeof value.link === 'string' &&
    isObject(value.params)
  );
}

/**
 * Listens to the signed-in user's notifications as they happen, with the session's token (a browser's
 * own EventSource cannot send one). A lost stream comes back after a growing wait, asking for what it
 * missed; a refused token ends it for good. Returns what closes it.
 */
export function openNotificationStream(
  token: string,
  listener: NotificationStreamListener,
  { retryDelay = reconnectDelay }: NotificationStreamOptions = {},
): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let lastEventId = '';
  let closed = false;

  const authorizedFetch: FetchLike = (url, init) =>
    fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        Authorization: `Bearer ${token}`,
        ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
      },
    });

  const received = (event: MessageEvent<string>): unknown => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    return parse(event.data);
  };

  const connect = () => {
    const current = new EventSource(apiPath(NOTIFICATIONS_STREAM_PATH), { fetch: authorizedFetch });
    source = current;
    current.addEventListener('open', () => {
      if (failures > 0) listener.onResumed();
      failures = 0;
    });
    current.addEventListener(NOTIFICATION_STREAM_EVENTS.created, (event) => {
      const notification = received(event);
      if (isNotification(notification)) listener.onNotification(notification);
    });
    current.addEventListener(NOTIFICATION_STREAM_EVENTS.unread, (event) => {
      const count = received(event);
      if (isObject(count) && typeof count.unread === 'number') listener.onUnread(count.unread);
    });
    current.addEventListener('error', (event) => {
      // The library alone would try again every 3 s for ever; this stream waits longer each time.
      current.close();
      if (closed || (event.code !== undefined && REFUSED.has(event.code))) return;
      failures += 1;
      retry = setTimeout(connect, retryDelay(failures));
    });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
