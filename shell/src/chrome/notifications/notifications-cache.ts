import type { Notification, NotificationsResponse } from '@kora/shared/contracts';
import { NOTIFICATIONS_SHOWN } from './notifications-api';

/** How the cached list changes with what happens; the server's unread count has the last word. */

export function withNewNotification(list: NotificationsResponse, notification: Notification): NotificationsResponse {
  if (list.items.some((item) => item.id === notification.id)) return list;
  return {
    items: [notification, ...list.items].slice(0, NOTIFICATIONS_SHOWN),
    unread: list.unread + (notification.readAt ? 0 : 1),
  };
}

export function withRead(list: NotificationsResponse, id: number, readAt: string): NotificationsResponse {
  const entry = list.items.find((item) => item.id === id);
  if (!entry || entry.readAt) return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, readAt } : item)),
    unread: Math.max(0, list.unread - 1),
  };
}

export function withAllRead(list: NotificationsResponse, readAt: string): NotificationsResponse {
  return { items: list.items.map((item) => (item.readAt ? item : { ...item, readAt })), unread: 0 };
}

export function withoutNotification(list: NotificationsResponse, id: number): NotificationsResponse {
  const entry = list.items.find((item) => item.id === id);
  if (!entry) return list;
  return {
    items: list.items.filter((item) => item.id !== id),
    unread: entry.readAt ? list.unread : Math.max(0, list.unread - 1),
  };
}

export function withUnread(list: NotificationsResponse, unread: number): NotificationsResponse {
  return list.unread === unread ? list : { ...list, unread };
}
