import { href, selectSignedIn, useSessionStore, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { HeaderPopover } from '../header-popover';
import { Icon } from '../icons';
import type { HeaderPopoverControl } from '../use-header-popover';
import { BrowserNotificationsSwitch } from './browser-notifications-switch';
import { NotificationEntry } from './notification-entry';
import { useLiveNotifications } from './use-live-notifications';
import { useNotificationActions, useNotifications } from './use-notifications';
import './notifications-menu.css';

/** The badge shows up to 9; beyond, '9+'. */
const BADGE_LIMIT = 9;

function NotificationsList({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation('shell');
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

/** The header's bell: a signed-in user's latest notifications, live; a visitor is invited to sign in. */
export function NotificationsMenu({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const signedIn = useSessionStore(selectSignedIn);
  const unread = useNotifications(signedIn).data?.unread ?? 0;
  useLiveNotifications();

  return (
    <HeaderPopover
      name="notifications"
      control={control}
      label={unread > 0 ? t('notifications.toggleUnread', { count: unread }) : t('notifications.toggle')}
      buttonContent={
        <>
          <Icon name="bell" />
          {unread > 0 ? (
            <span className="kora-badge" aria-hidden="true">
              {unread > BADGE_LIMIT ? `${BADGE_LIMIT}+` : unread}
            </span>
          ) : null}
        </>
      }
    >
      <h2 className="kora-popover__title">{t('notifications.title')}</h2>
      {signedIn ? (
        <NotificationsList onOpen={control.close} />
      ) : (
        <>
          <p className="kora-popover__empty">{t('notifications.signInHint')}</p>
          <Link className="kora-popover__action" to={href('signIn')} onClick={control.close}>
            {t('notifications.signIn')}
          </Link>
        </>
      )}
    </HeaderPopover>
  );
}
