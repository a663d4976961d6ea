import { Link } from 'react-router-dom';
import { href, useTranslation, type RouteId } from '@kora/shared';

const ACTIONS = [
  ['newSingle', 'releaseSingle'],
  ['newAlbum', 'releaseAlbum'],
  ['newVideo', 'releaseVideo'],
  ['newEpisode', 'episodeCreate'],
  ['myReleases', 'myReleases'],
] as const satisfies readonly (readonly [string, RouteId])[];

/** Shortcuts to the release forms, the podcast episode form and the artist's releases. */
export function QuickActions() {
  const { t } = useTranslation('creator');
  return (
    <section aria-labelledby="kora-creator-actions" className="kora-creator-dashboard__section">
      <h2 id="kora-creator-actions">{t('dashboard.actions.title')}</h2>
      <ul className="kora-creator-actions">
        {ACTIONS.map(([action, route]) => (
          <li key={action}>
            <Link className="kora-button" to={href(route)}>
              {t(`dashboard.actions.${action}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
