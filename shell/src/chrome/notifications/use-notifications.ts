import { useQuery, useQueryClient } from '@kora/shared';
import type { Notification, NotificationsResponse, NotificationsUnread } from '@kora/shared/contracts';
import { useMemo } from 'react';
import { notificationChanges, notificationsKey, notificationsQuery } from './notifications-api';
import { withAllRead, withoutNotification, withRead, withUnread } from './notifications-cache';

/** The bell's list; nothing is asked for a visitor. */
export function useNotifications(signedIn: boolean) {
  return useQuery({ ...notificationsQuery(), enabled: signedIn });
}

/**
 * Reading and deleting: the list changes at once, then takes the server's unread count; a refused
 * change reloads the list as the server has it.
 */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const update = (change: (list: NotificationsResponse) => NotificationsResponse) =>
      queryClient.setQueryData<NotificationsResponse>(notificationsKey, (list) => list && change(list));
    const reload = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
    const settle = (change: Promise<NotificationsUnread>) =>
      change.then(({ unread }) => update((list) => withUnread(list, unread)), reload);
    const now = () => new Date().toISOString();

    return {
      read(notification: Notification) {
        if (notification.readAt) return;
        update((list) => withRead(list, notification.id, now()));
        void settle(notificationChanges.read(notification.id));
      },
      readAll() {
        update((list) => withAllRead(list, now()));
        void settle(notificationChanges.readAll());
      },
      remove(notification: Notification) {
        update((list) => withoutNotification(list, notification.id));
        // Reloaded afterwards: an older notification takes the freed place in the list.
        void settle(notificationChanges.remove(notification.id)).then(reload);
      },
    };
  }, [queryClient]);
}
