import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { currentUser } from '../../auth/plugin';
import { HttpError } from '../../http/errors';
import { bearer, errors } from '../../http/schemas';
import { STREAMS_PER_USER } from './live/stream-leases';
import type { NotificationHub } from './live/notification-hub';

export const EVENT_STREAM_ONLY = 'Ce flux se lit en text/event-stream (EventSource).';
export const TOO_MANY_STREAMS = `Trop de flux de notifications ouverts (${STREAMS_PER_USER} au plus) : fermez un onglet.`;
export const SERVER_CLOSING = 'Le serveur redémarre : reconnectez-vous dans un instant.';

const StreamHeadersSchema = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 20, description: 'The id of the last event received' })),
});

/** An event id of ours (a notification id), or null: anything else is a fresh start. */
function lastEventIdOf(header: string | undefined): number | null {
  const text = header?.trim() ?? '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/**
 * `GET /api/notifications/stream`: server-sent events for the signed-in user (token in the usual
 * Authorization header; the web sends it through the EventSource's fetch). `notification` brings a new
 * notification, `unread` the count after any change; each event's id lets a reconnection (Last-Event-ID)
 * get what it missed.
 */
export default async function streamRoute(app: FastifyInstance, { hub }: { hub: NotificationHub }): Promise<void> {
  app.get<{ Headers: { 'last-event-id'?: string } }>(
    '/notifications/stream',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The signed-in user's new notifications and unread count as they change (text/event-stream; events `notification` and `unread`, a keep-alive comment every 20 s)",
        security: bearer,
        headers: StreamHeadersSchema,
        response: {
          200: {
            description: 'An event stream that stays open',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errors(400, 401, 406, 429, 503),
        },
      },
      preHandler: app.requireUser,
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      if (!/\btext\/event-stream\b/i.test(request.headers.accept ?? '')) throw new HttpError(406, EVENT_STREAM_ONLY);
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const outcome = await hub.open({
        userId: currentUser(request).id,
        token,
        reply,
        lastEventId: lastEventIdOf(request.headers['last-event-id']),
      });
      if (outcome === 'too-many') {
        reply.header('retry-after', String(Math.ceil(hub.retryAfterMs / 1000)));
        throw new HttpError(429, TOO_MANY_STREAMS);
      }
      if (outcome === 'closing') throw new HttpError(503, SERVER_CLOSING);
      return reply;
    },
  );
}
