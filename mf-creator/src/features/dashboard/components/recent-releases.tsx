import { Link } from 'react-router-dom';
import { href, useFormat, useTranslation } from '@kora/shared';
import type { CreatorRelease } from '@kora/shared/contracts';
import { ReleaseCover } from '../../../common/releases/components/release-cover';
import { ReleaseStatusBadge } from '../../../common/releases/components/release-status-badge';
import { recentReleases } from '../lib/recent-releases';

/** The 5 most recent releases: cover, title (to its public page, or to its editing while a draft), type, status, date. */
export function RecentReleases({ releases }: { releases: readonly CreatorRelease[] }) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  return (
    <ul className="kora-creator-recent">
      {recentReleases(releases).map((release) => (
        <li key={release.id} className="kora-creator-recent__item">
          <ReleaseCover cover={release.coverImage} />
          <div className="kora-creator-recent__text">
            <Link
              className="kora-creator-recent__title"
              to={
                release.status === 'published'
                  ? href('release', { id: release.id })
                  : href('releaseEdit', { id: release.id })
              }
            >
              {release.title}
            </Link>
            <p className="kora-creator-recent__meta">
              {t(`releases.types.${release.type}`)} ·{' '}
              <time dateTime={release.releaseDate}>{format.date(release.releaseDate)}</time>
            </p>
          </div>
          <ReleaseStatusBadge status={release.status} />
        </li>
      ))}
    </ul>
  );
}
