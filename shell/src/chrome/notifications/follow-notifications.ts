import { getLanguage, i18n } from '@kora/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationsResponse } from '@kora/shared/contracts';
import { showBrowserNotification } from './browser-notifications';
import { notificationPath } from './notification-link';
import { openNotificationStream } from './notification-stream';
import { notificationTexts } from './notification-texts';
import { notificationsKey } from './notifications-api';
import { withNewNotification, withUnread } from './notifications-cache';

/**
 * Brings the signed-in user's new notifications into the bell's cached list (and, if they asked for
 * it, shows them as browser notifications); keeps the unread count in step with their other tabs.
 * Returns what closes the stream. Loaded only once someone is signed in.
 */
export function followNotifications(token: string, queryClient: QueryClient, open: (path: string) => void): () => void {
  const cached = () => queryClient.getQueryData<NotificationsResponse>(notificationsKey);
  const update = (change: (list: NotificationsResponse) => NotificationsResponse) =>
    queryClient.setQueryData<NotificationsResponse>(notificationsKey, (list) => list && change(list));
  const reload = () => void queryClient.invalidateQueries({ queryKey: notificationsKey });

  return openNotificationStream(token, {
    onNotification(notification) {
      if (cached()) update((list) => withNewNotification(list, notification));
      else reload();
      const language = getLanguage();
      showBrowserNotification(
        notificationTexts(i18n.getFixedT(language, 'shell'), notification, language),
        `kora-notification-${notification.id}`,
        language,
        () => open(notificationPath(notification)),
      );
    },
    onUnread(unread) {
      const before = cached()?.unread;
      update((list) => withUnread(list, unread));
      // Another tab read or deleted some: this list's marks follow.
      if (before !== unread) reload();
    },
    onResumed: reload,
  });
}
