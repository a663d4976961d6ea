import { useFormat, useTranslation } from '@kora/shared';
import type { Notification } from '@kora/shared/contracts';
import { Link } from 'react-router-dom';
import { Icon } from '../icons';
import { notificationPath } from './notification-link';
import { notificationTexts } from './notification-texts';
import { formatRelativeTime } from './relative-time';
import { NOTIFICATION_TEXTS_NAMESPACE } from './notification-texts-on-demand';

interface NotificationEntryProps {
  notification: Notification;
  onOpen(): void;
  onDelete(): void;
}

/** One notification of the bell: its look, title, message and age; unread ones stand out. */
export function NotificationEntry({ notification, onOpen, onDelete }: NotificationEntryProps) {
  const { t } = useTranslation(NOTIFICATION_TEXTS_NAMESPACE);
  const { locale } = useFormat();
  const { title, message } = notificationTexts(t, notification, locale);
  const unread = notification.readAt === null;
  return (
    <li
      className={`kora-notification kora-notification--${notification.type}${unread ? ' kora-notification--unread' : ''}`}
    >
      <Link to={notificationPath(notification)} onClick={onOpen}>
        <span className="kora-notification__type">
          {t(`notifications.types.${notification.type}`)}
          {unread ? <span className="kora-notification__unread">{t('notifications.unread')}</span> : null}
        </span>
        <strong className="kora-notification__title">{title}</strong>
        <span className="kora-notification__message">{message}</span>
        <time className="kora-notification__time" dateTime={notification.createdAt}>
          {formatRelativeTime(notification.createdAt, locale)}
        </time>
      </Link>
      <button
        type="button"
        className="kora-notification__delete"
        aria-label={t('notifications.delete', { title })}
        onClick={onDelete}
      >
        <Icon name="close" />
      </button>
    </li>
  );
}
