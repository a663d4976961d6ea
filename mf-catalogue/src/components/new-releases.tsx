import {
  EmptyState,
  ErrorState,
  http,
  href,
  LoadingState,
  SectionHeader,
  useResource,
  useTranslation,
} from '@kora/shared';
import type { ReleaseSummary } from '@kora/shared/contracts';
import { usePlayRelease } from '../hooks/use-play-release';
import { ReleaseCard } from './release-card';
import './new-releases.css';

const HOME_RELEASES = 8;

/** Home section: the 8 most recent releases, each playable and linked to its release and artist. */
export function NewReleases() {
  const { t } = useTranslation('catalogue');
  const { play, pending } = usePlayRelease();
  const releases = useResource(
    (signal) => http.get<ReleaseSummary[]>('/releases', { query: { limit: HOME_RELEASES }, signal }),
    [],
  );

  return (
    <section className="kora-new-releases" aria-labelledby="kora-new-releases-title">
      <SectionHeader
        id="kora-new-releases-title"
        title={t('home.newReleases')}
        more={{ to: href('releases'), label: t('home.seeAll') }}
      />
      {releases.status === 'loading' && <LoadingState />}
      {releases.status === 'error' && <ErrorState message={t('home.releasesError')} onRetry={releases.reload} />}
      {releases.status === 'ready' && releases.data.length === 0 && (
        <EmptyState title={t('home.releasesEmpty')} hint={t('home.releasesEmptyHint')} />
      )}
      {releases.status === 'ready' && releases.data.length > 0 && (
        <ul className="kora-new-releases__grid">
          {[...releases.data]
            .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))
            .slice(0, HOME_RELEASES)
            .map((release) => (
              <li key={release.id}>
                <ReleaseCard release={release} onPlay={(r) => play(r.id)} pending={pending === release.id} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
