import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

/** The plan's limit as the server words it, with the way to a larger plan. */
export function PlanLimitMessage({ message }: { message: string }) {
  const { t } = useTranslation('catalogue-library');
  return (
    <div className="kora-form-message kora-form-message--error kora-playlist-limit" role="alert">
      <p>{message}</p>
      <Link className="kora-button kora-button--accent" to={href('profile')} state={{ tab: 'plan' }}>
        {t('playlists.seePlans')}
      </Link>
    </div>
  );
}
