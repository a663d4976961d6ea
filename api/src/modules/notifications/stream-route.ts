import { streamNotifications } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { STREAMS_PER_USER } from './live/stream-leases';
import type { NotificationHub } from './live/notification-hub';

export const EVENT_STREAM_ONLY = 'Ce flux se lit en text/event-stream (EventSource).';
export const TOO_MANY_STREAMS = `Trop de flux de notifications ouverts (${STREAMS_PER_USER} au plus) : fermez un onglet.`;
export const SERVER_CLOSING = 'Le serveur redémarre : reconnectez-vous dans un instant.';

/** An event id of ours (a notification id), or null: anything else is a fresh start. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  const text = typeof header === 'string' ? header.trim() : '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** The live stream (`streamNotifications`): the hub writes the events on the reply, which stays open. */
export default async function streamRoute(app: FastifyInstance, { hub }: { hub: NotificationHub }): Promise<void> {
  route(
    app,
    streamNotifications,
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
    { exposeHeadRoute: false },
  );
}
