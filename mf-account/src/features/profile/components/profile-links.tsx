import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

/** Shortcuts from the profile to the user's things that live on other screens. */
export function ProfileLinks() {
  const { t } = useTranslation('account');
  return (
    <nav className="kora-profile-links" aria-label={t('profile.links')}>
      <Link className="kora-button" to={href('tickets')}>
        {t('profile.tickets')}
      </Link>
    </nav>
  );
}
