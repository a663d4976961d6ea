import { NOTIFICATIONS_PAGE_LIMIT, type NotificationsUnread } from '@kora/shared/contracts';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { signalChange } from './live/change-signal';
import type { NotificationHub } from './live/notification-hub';
import { NotificationsRepository } from './notifications-repository';
import { presentNotification } from './present-notification';

export const NOTIFICATION_NOT_FOUND = 'Notification introuvable.';

/** The bell's list, and the changes each answering the unread count after it (other tabs hear of it live). */
export default async function listRoutes(app: FastifyInstance, { hub }: { hub: NotificationHub }): Promise<void> {
  const notifications = new NotificationsRepository(app.db);
  const userId = (request: FastifyRequest) => currentUser(request).id;

  const afterChange = async (user: number): Promise<NotificationsUnread> => {
    await signalChange(app.db, [user]);
    hub.changed([user]);
    return { unread: await notifications.unread(user) };
  };

  route(app, listNotifications, async (request) => {
    const user = userId(request);
    const { limit = NOTIFICATIONS_PAGE_LIMIT, before } = request.query;
    const rows = await notifications.list(user, limit, before);
    return { items: rows.map(presentNotification), unread: await notifications.unread(user) };
  });

  route(app, markNotificationRead, async (request) => {
    const user = userId(request);
    if (!(await notifications.markRead(user, request.params.id))) throw notFound(NOTIFICATION_NOT_FOUND);
    return afterChange(user);
  });

  route(app, markAllNotificationsRead, async (request) => {
    const user = userId(request);
    await notifications.markAllRead(user);
    return afterChange(user);
  });

  route(app, deleteNotification, async (request) => {
    const user = userId(request);
    if (!(await notifications.remove(user, request.params.id))) throw notFound(NOTIFICATION_NOT_FOUND);
    return afterChange(user);
  });
}
