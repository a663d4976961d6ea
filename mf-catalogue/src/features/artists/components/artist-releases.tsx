import { EmptyState, ErrorState, LoadingState, read, useQuery, useTranslation } from '@kora/shared';
import { listArtistReleases } from '@kora/shared/contracts/endpoints';
import { ReleaseCard } from '../../../common/components/release-card';
import { usePlayRelease } from '../../../common/hooks/use-play-release';
import '../../../common/components/card-grid.css';
import '../../../common/components/detail-parts.css';

/** How many releases an artist's page shows. */
const ARTIST_RELEASES = 12;

/** An artist's releases, newest first, each playable. */
export function ArtistReleases({ artistId }: { artistId: number }) {
  const { t } = useTranslation('catalogue');
  const releases = useQuery(
    read(listArtistReleases, { params: { idOrSlug: String(artistId) }, query: { limit: ARTIST_RELEASES } }),
  );
  const { play, pending } = usePlayRelease();
  return (
    <section className="kora-cat-section" aria-labelledby="kora-artist-releases">
      <h2 id="kora-artist-releases">{t('artist.releases')}</h2>
      {releases.status === 'pending' && <LoadingState />}
      {releases.status === 'error' && (
        <ErrorState message={t('artist.releasesError')} onRetry={() => void releases.refetch()} />
      )}
      {releases.status === 'success' && releases.data.length === 0 && <EmptyState title={t('artist.noReleases')} />}
      {releases.status === 'success' && releases.data.length > 0 && (
        <ul className="kora-cat-grid kora-cat-grid--releases">
          {releases.data.slice(0, ARTIST_RELEASES).map((release) => (
            <li key={release.id}>
              <ReleaseCard release={release} onPlay={(r) => play(r.id)} pending={pending === release.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
