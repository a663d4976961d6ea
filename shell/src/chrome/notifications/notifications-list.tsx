import { useTranslation } from '@kora/shared';
import { BrowserNotificationsSwitch } from './browser-notifications-switch';
import { NotificationEntry } from './notification-entry';
import { useNotificationActions, useNotifications } from './use-notifications';
import { NOTIFICATION_TEXTS_NAMESPACE } from './notification-texts-on-demand';

/** The bell's open list: fetched with its code only when a signed-in user opens it. */
export function NotificationsList({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation(NOTIFICATION_TEXTS_NAMESPACE);
  const notifications = useNotifications(true);
  const actions = useNotificationActions();

  if (notifications.isPending) return <p className="kora-popover__empty">{t('notifications.loading')}</p>;
  if (notifications.isError)
    return (
      <div className="kora-popover__empty" role="alert">
        <p>{t('notifications.unavailable')}</p>
        <button type="button" className="kora-button" onClick={() => void notifications.refetch()}>
          {t('notifications.retry')}
        </button>
      </div>
    );

  const { items, unread } = notifications.data;
  return (
    <>
      {unread > 0 ? (
        <button type="button" className="kora-notifications__read-all" onClick={actions.readAll}>
          {t('notifications.readAll')}
        </button>
      ) : null}
      {items.length === 0 ? (
        <p className="kora-popover__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="kora-popover__list">
          {items.map((notification) => (
            <NotificationEntry
              key={notification.id}
              notification={notification}
              onOpen={() => {
                actions.read(notification);
                onOpen();
              }}
              onDelete={() => actions.remove(notification)}
            />
          ))}
        </ul>
      )}
      <BrowserNotificationsSwitch />
    </>
  );
}
