import { href, selectSignedIn, useSessionStore, useTranslation } from '@kora/shared';
import { useSignInHere } from '@kora/shared/remote-app';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { CartMenu } from './cart-menu';
import './chrome.css';
import './header.css';
import { KoraLogo } from './kora-logo';
import { LanguageSelector } from './language-selector';
import { NotificationsMenu } from './notifications/notifications-menu';
import { SearchBox } from './search/search-box';
import { useCreatorLink } from './use-creator-link';
import { useHeaderPopover } from './use-header-popover';

// A visitor's header has no account menu: its code comes with a session only.
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ './user-menu').then((module) => ({ default: module.UserMenu })),
);

export function Header() {
  const { t } = useTranslation('shell');
  const signInHere = useSignInHere();
  const signedIn = useSessionStore(selectSignedIn);
  const username = useSessionStore((state) => state.username);
  const popover = useHeaderPopover();
  const creatorLink = useCreatorLink();

  return (
    <header className="kora-header">
      <Link to={href('home')} className="kora-header__logo">
        <KoraLogo label={t('header.home')} />
      </Link>
      <nav className="kora-header__links" aria-label={t('header.actions')}>
        <Link to={href('profile')}>{t('header.profile')}</Link>
        {creatorLink ? (
          <Link to={creatorLink.to} state={creatorLink.state}>
            {creatorLink.label}
          </Link>
        ) : null}
      </nav>
      <div className="kora-header__actions">
        <SearchBox control={popover} />
        <LanguageSelector className="kora-header__language" />
        <NotificationsMenu control={popover} />
        <CartMenu control={popover} />
        {signedIn && username ? (
          <Suspense fallback={null}>
            <UserMenu control={popover} username={username} />
          </Suspense>
        ) : (
          <Link to={signInHere} className="kora-button kora-button--accent">
            {t('header.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
