import { act } from '@testing-library/react';
import { getApiUrl } from '@kora/shared';
import { answerApi, apiServer, type Answer } from '@kora/shared/testing';
import { http } from 'msw';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_STREAM_EVENTS,
  type Notification,
  type NotificationKind,
} from '@kora/shared/contracts';

let nextId = 1;

/** A notification as the API sends it: unread, five minutes old, about a bought track by default. */
export function aNotification(
  overrides: Partial<Omit<Notification, 'type'>> & { kind?: NotificationKind } = {},
): Notification {
  const kind = overrides.kind ?? 'purchase-confirmed';
  return {
    id: nextId++,
    kind,
    type: NOTIFICATION_KINDS[kind],
    params: { title: 'Soleil' },
    link: '/release/12',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

const encoder = new TextEncoder();

/**
 * The notifications API of one signed-in user, kept in memory as the server keeps it: the list, its
 * reads and deletes, and the live stream, to which `notify` sends a new notification.
 */
export function serveNotifications(initial: Notification[] = []) {
  let items = [...initial];
  const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const unread = () => items.filter((item) => item.readAt === null).length;
  const now = () => new Date().toISOString();

  const send = (event: string, data: unknown) => {
    const chunk = encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    streams.forEach((stream) => {
      try {
        stream.enqueue(chunk);
      } catch {
        streams.delete(stream); // closed by the page
      }
    });
  };

  const table: Record<string, Answer> = {
    '/notifications': ({ limit = '20' }) => ({ items: items.slice(0, Number(limit)), unread: unread() }),
    'POST /notifications/read-all': () => {
      items = items.map((item) => ({ ...item, readAt: item.readAt ?? now() }));
      return { unread: 0 };
    },
  };
  for (const { id } of initial) {
    table[`POST /notifications/${id}/read`] = () => {
      items = items.map((item) => (item.id === id ? { ...item, readAt: item.readAt ?? now() } : item));
      return { unread: unread() };
    };
    table[`DELETE /notifications/${id}`] = () => {
      items = items.filter((item) => item.id !== id);
      return { unread: unread() };
    };
  }
  const calls = answerApi(table);
  // Answered with the request at hand: leaving the page (an abort) ends the stream, as a browser's fetch does.
  apiServer.use(
    http.get(`${getApiUrl()}/api/notifications/stream`, ({ request }) => {
      let opened: ReadableStreamDefaultController<Uint8Array>;
      const end = () => {
        if (!streams.delete(opened)) return;
        opened.error(new DOMException('The page closed the stream', 'AbortError'));
      };
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          opened = controller;
          streams.add(controller);
          controller.enqueue(encoder.encode(': connected\n\n'));
          request.signal.addEventListener('abort', end);
        },
        cancel: end,
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );

  return {
    calls,
    /** Streams open now. */
    openStreams: () => streams.size,
    /** Something happened to the user: it is stored and sent to every open stream. */
    notify(notification: Notification) {
      items = [notification, ...items];
      act(() => send(NOTIFICATION_STREAM_EVENTS.created, notification));
    },
    /** Another tab read or deleted: the unread count after it. */
    sendUnread(count: number) {
      act(() => send(NOTIFICATION_STREAM_EVENTS.unread, { unread: count }));
    },
    readAllElsewhere() {
      items = items.map((item) => ({ ...item, readAt: item.readAt ?? now() }));
    },
  };
}

/** The browser's Notification, with the permission the test chooses and the notifications shown. */
export function fakeBrowserNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const shown: { title: string; options: NotificationOptions; instance: { onclick: (() => void) | null } }[] = [];
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = jest.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = jest.fn();
    constructor(title: string, options: NotificationOptions = {}) {
      shown.push({ title, options, instance: this });
    }
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  return { shown, requestPermission: FakeNotification.requestPermission };
}

export function removeBrowserNotifications(): void {
  delete (window as { Notification?: unknown }).Notification;
}
