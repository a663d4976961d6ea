import { href, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { HeaderPopover } from './header-popover';
import { Icon } from './icons';
import type { HeaderPopoverControl } from './use-header-popover';
import { useSignOut } from './use-sign-out';

export function UserMenu({ control, username }: { control: HeaderPopoverControl; username: string }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const links = [
    { to: href('profile'), label: t('header.profile') },
    { to: href('podcastCreator'), label: t('userMenu.podcastCreator') },
    { to: href('podcastCreate'), label: t('userMenu.addPodcast') },
    { to: href('favorites'), label: t('userMenu.favorites') },
    { to: href('tickets'), label: t('userMenu.tickets') },
  ];
  return (
    <HeaderPopover
      name="user"
      control={control}
      label={t('userMenu.toggle', { username })}
      buttonContent={
        <>
          <Icon name="user" />
          <span className="kora-header__username">{username}</span>
        </>
      }
    >
      <ul className="kora-popover__list kora-popover__list--menu">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={control.close}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              control.close();
              signOut();
            }}
          >
            {t('userMenu.logout')}
          </button>
        </li>
      </ul>
    </HeaderPopover>
  );
}
