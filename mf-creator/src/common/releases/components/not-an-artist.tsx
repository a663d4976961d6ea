import { Link } from 'react-router-dom';
import { href, useTranslation } from '@kora/shared';

/** What a signed-in user who is not an artist sees instead of the artist area (the API answered 403). */
export function NotAnArtist() {
  const { t } = useTranslation('creator');
  return (
    <div className="kora-state">
      <p className="kora-state__title">{t('releases.notArtist.title')}</p>
      <p className="kora-state__hint">{t('releases.notArtist.text')}</p>
      <Link className="kora-button kora-button--accent" to={href('profile')} state={{ tab: 'artist' }}>
        {t('releases.notArtist.link')}
      </Link>
    </div>
  );
}
