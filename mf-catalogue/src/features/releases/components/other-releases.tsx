import { useRef } from 'react';
import { ErrorState, LoadingState, read, useQuery, useTranslation } from '@kora/shared';
import { useNearViewport } from '@kora/shared/remote-app';
import { listReleases } from '@kora/shared/contracts/endpoints';
import { ReleaseCard } from '../../../common/components/release-card';
import { usePlayRelease } from '../../../common/hooks/use-play-release';
import '../../../common/components/card-grid.css';
import './other-releases.css';

/** How many other releases the release page suggests. */
const OTHER_RELEASES = 6;

/** Up to 6 other releases, each playable; nothing when there are none. */
export function OtherReleases({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation('catalogue');
  const place = useRef<HTMLElement>(null);
  // Below the release itself: read as the listener scrolls towards it, not with the page.
  const near = useNearViewport(place, true);
  const others = useQuery({
    ...read(listReleases, { query: { exclude: releaseId, limit: OTHER_RELEASES } }),
    enabled: near,
  });
  const { play, pending } = usePlayRelease();
  if (others.status === 'success' && others.data.length === 0) return null;
  return (
    <section ref={place} className="kora-cat-others" aria-labelledby="kora-other-releases">
      <h2 id="kora-other-releases">{t('release.others')}</h2>
      {others.status === 'pending' && <LoadingState />}
      {others.status === 'error' && (
        <ErrorState message={t('release.othersError')} onRetry={() => void others.refetch()} />
      )}
      {others.status === 'success' && (
        <ul className="kora-cat-grid kora-cat-grid--releases">
          {others.data.slice(0, OTHER_RELEASES).map((other) => (
            <li key={other.id}>
              <ReleaseCard release={other} onPlay={(r) => play(r.id)} pending={pending === other.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
