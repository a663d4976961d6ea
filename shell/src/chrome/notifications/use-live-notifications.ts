import { getLanguage, i18n, selectSignedIn, useQueryClient, useSessionStore } from '@kora/shared';
import type { NotificationsResponse } from '@kora/shared/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showBrowserNotification } from './browser-notifications';
import { notificationPath } from './notification-link';
import { openNotificationStream } from './notification-stream';
import { notificationTexts } from './notification-texts';
import { notificationsKey } from './notifications-api';
import { withNewNotification, withUnread } from './notifications-cache';

/**
 * While someone is signed in, one stream brings their new notifications into the bell (and, if they
 * asked for it, as browser notifications) and keeps the unread count in step with their other tabs.
 * Closed at sign-out or when the token changes; never opened for a visitor.
 */
export function useLiveNotifications(): void {
  const token = useSessionStore((state) => (selectSignedIn(state) ? state.token : null));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!token) return undefined;
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
          () => navigateRef.current(notificationPath(notification)),
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
  }, [token, queryClient]);
}
