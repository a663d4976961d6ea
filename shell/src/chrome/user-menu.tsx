import { href, useTranslation } from '@kora/shared';
import { Link } from 'react-router-dom';
import { HeaderPopover } from './header-popover';
import { Icon } from './icons';
import type { HeaderPopoverControl } from './use-header-popover';
import { useCreatorLink } from './use-creator-link';
import { useSignOut } from './use-sign-out';

export function UserMenu({ control, username }: { control: HeaderPopoverControl; username: string }) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const creatorLink = useCreatorLink();
  const links: { to: string; label: string; state?: unknown }[] = [
    { to: href('profile'), label: t('header.profile') },
    ...(creatorLink?.creates
      ? [creatorLink, { to: href('podcastCreate'), label: t('userMenu.addPodcast') }]
      : creatorLink
        ? [creatorLink]
        : []),
    { to: href('library'), label: t('userMenu.library') },
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
          <li key={link.label}>
            <Link to={link.to} state={link.state} onClick={control.close}>
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
