import {
  NotificationsQuerySchema,
  NotificationsResponseSchema,
  NotificationsUnreadSchema,
  type NotificationsQuery,
  type NotificationsResponse,
  type NotificationsUnread,
} from '@kora/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { bearer, errors, idParams, type IdParams } from '../../http/schemas';
import { signalChange } from './live/change-signal';
import type { NotificationHub } from './live/notification-hub';
import { NotificationsRepository } from './notifications-repository';
import { presentNotification } from './present-notification';

export const NOTIFICATION_NOT_FOUND = 'Notification introuvable.';
const tags = ['notifications'];

/** The bell's list, and the changes each answering the unread count after it (other tabs hear of it live). */
export default async function listRoutes(app: FastifyInstance, { hub }: { hub: NotificationHub }): Promise<void> {
  const notifications = new NotificationsRepository(app.db);
  const auth = { preHandler: app.requireUser };
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const afterChange = async (user: number): Promise<NotificationsUnread> => {
    await signalChange(app.db, [user]);
    hub.changed([user]);
    return { unread: await notifications.unread(user) };
  };

  app.get<{ Querystring: NotificationsQuery & { limit: number } }>(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first (`before`: an id, for the next page)",
        security: bearer,
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationsResponseSchema, ...errors(400, 401) },
      },
      ...auth,
    },
    async (request): Promise<NotificationsResponse> => {
      const user = userId(request);
      const rows = await notifications.list(user, request.query.limit, request.query.before);
      return { items: rows.map(presentNotification), unread: await notifications.unread(user) };
    },
  );

  const changeSchema = (summary: string, withId: boolean) => ({
    tags,
    summary,
    security: bearer,
    ...(withId && { params: idParams }),
    response: { 200: NotificationsUnreadSchema, ...errors(...(withId ? [400, 401, 404] : [401])) },
  });

  app.post<{ Params: IdParams }>(
    '/notifications/:id/read',
    { schema: changeSchema('Marks one of the signed-in user’s notifications read', true), ...auth },
    async (request) => {
      const user = userId(request);
      if (!(await notifications.markRead(user, request.params.id))) throw notFound(NOTIFICATION_NOT_FOUND);
      return afterChange(user);
    },
  );

  app.post(
    '/notifications/read-all',
    { schema: changeSchema('Marks all of the signed-in user’s notifications read', false), ...auth },
    async (request) => {
      const user = userId(request);
      await notifications.markAllRead(user);
      return afterChange(user);
    },
  );

  app.delete<{ Params: IdParams }>(
    '/notifications/:id',
    { schema: changeSchema('Deletes one of the signed-in user’s notifications', true), ...auth },
    async (request) => {
      const user = userId(request);
      if (!(await notifications.remove(user, request.params.id))) throw notFound(NOTIFICATION_NOT_FOUND);
      return afterChange(user);
    },
  );
}
