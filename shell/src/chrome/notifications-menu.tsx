import { useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { HEADER_NOTIFICATIONS, type HeaderNotification } from './header-notifications';
import { HeaderPopover } from './header-popover';
import { Icon } from './icons';
import type { HeaderPopoverControl } from './use-header-popover';

function NotificationItem({ entry, onOpen }: { entry: HeaderNotification; onOpen(): void }) {
  const { t } = useTranslation('shell');
  const elapsed =
    entry.time < 60
      ? t('notifications.minutesAgo', { count: entry.time })
      : t('notifications.hoursAgo', { count: Math.floor(entry.time / 60) });
  return (
    <li className={`kora-notification kora-notification--${entry.type}`}>
      <Link to={entry.link} onClick={onOpen}>
        <span className="kora-notification__type">{t(`notifications.types.${entry.type}`)}</span>
        <strong className="kora-notification__title">{t(entry.title)}</strong>
        <span className="kora-notification__message">{t(entry.message)}</span>
        <span className="kora-notification__time">{elapsed}</span>
      </Link>
    </li>
  );
}

export function NotificationsMenu({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const count = HEADER_NOTIFICATIONS.length;
  return (
    <HeaderPopover
      name="notifications"
      control={control}
      label={t('notifications.toggle', { count })}
      buttonContent={
        <>
          <Icon name="bell" />
          {count > 0 ? (
            <span className="kora-badge" aria-hidden="true">
              {count}
            </span>
          ) : null}
        </>
      }
    >
      <h2 className="kora-popover__title">{t('notifications.title')}</h2>
      {count === 0 ? (
        <p className="kora-popover__empty">{t('notifications.empty')}</p>
      ) : (
        <ul className="kora-popover__list">
          {HEADER_NOTIFICATIONS.map((entry) => (
            <NotificationItem key={entry.id} entry={entry} onOpen={control.close} />
          ))}
        </ul>
      )}
    </HeaderPopover>
  );
}
