import { href, selectSignedIn, useSessionStore, useTranslation, type RouteId } from '@kora/shared';
import { NavLink } from 'react-router-dom';
import { useSignOut } from './use-sign-out';

interface NavigationEntry {
  route: RouteId;
  /** Key under `nav.` in the shell namespace. */
  label: string;
  /** Shown only to visitors (true), only to signed-in users (false), or to everyone (undefined). */
  signedOut?: boolean;
}

const NAVIGATION: NavigationEntry[] = [
  { route: 'home', label: 'home' },
  { route: 'artists', label: 'artists' },
  { route: 'events', label: 'events' },
  { route: 'podcasts', label: 'podcasts' },
  { route: 'store', label: 'store' },
  { route: 'news', label: 'news' },
  { route: 'about', label: 'about' },
  { route: 'contact', label: 'contact' },
  { route: 'library', label: 'library' },
  { route: 'profile', label: 'profile' },
  { route: 'signIn', label: 'login', signedOut: true },
  { route: 'register', label: 'register', signedOut: true },
];

export function SidebarNavigation() {
  const { t } = useTranslation('shell');
  const signedIn = useSessionStore(selectSignedIn);
  const signOut = useSignOut();
  const entries = NAVIGATION.filter((entry) => entry.signedOut === undefined || entry.signedOut !== signedIn);
  return (
    <ul className="kora-sidebar__links">
      {entries.map((entry) => (
        <li key={entry.route}>
          <NavLink to={href(entry.route)} end={entry.route === 'home'}>
            {t(`nav.${entry.label}`)}
          </NavLink>
        </li>
      ))}
      {signedIn ? (
        <li>
          <button type="button" onClick={signOut}>
            {t('nav.logout')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
