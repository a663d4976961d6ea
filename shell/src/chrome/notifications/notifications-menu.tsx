import { selectSignedIn, useSessionStore, useTranslation } from '@kora/shared';
import { useSignInHere } from '@kora/shared/remote-app';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeaderPopover } from '../header-popover';
import { Icon } from '../icons';
import type { HeaderPopoverControl } from '../use-header-popover';
import { withNotificationTexts } from './notification-texts-on-demand';
import './notifications-menu.css';

const NotificationsList = lazy(() =>
  withNotificationTexts(import('./notifications-list')).then(({ NotificationsList: list }) => ({ default: list })),
);

const LiveUnreadCount = lazy(() =>
  import('./live-unread-count').then(({ LiveUnreadCount: count }) => ({ default: count })),
);

/** The badge shows up to 9; beyond, '9+'. */
const BADGE_LIMIT = 9;

/** The header's bell: a signed-in user's latest notifications, live; a visitor is invited to sign in. */
export function NotificationsMenu({ control }: { control: HeaderPopoverControl }) {
  const { t } = useTranslation('shell');
  const signInHere = useSignInHere();
  const signedIn = useSessionStore(selectSignedIn);
  const [count, setCount] = useState(0);
  const unread = signedIn ? count : 0;

  return (
    <>
      {signedIn ? (
        <Suspense fallback={null}>
          <LiveUnreadCount onCount={setCount} />
        </Suspense>
      ) : null}
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
          <Suspense fallback={<p className="kora-popover__empty">{t('notifications.loading')}</p>}>
            <NotificationsList onOpen={control.close} />
          </Suspense>
        ) : (
          <>
            <p className="kora-popover__empty">{t('notifications.signInHint')}</p>
            <Link className="kora-popover__action" to={signInHere} onClick={control.close}>
              {t('notifications.signIn')}
            </Link>
          </>
        )}
      </HeaderPopover>
    </>
  );
}
