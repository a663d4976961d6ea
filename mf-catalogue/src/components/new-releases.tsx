import { Link } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  formatCount,
  href,
  http,
  LoadingState,
  SectionHeader,
  usePlayerStore,
  useResource,
  useTranslation,
} from '@kora/shared';
import type { ReleaseSummary } from '@kora/shared/contracts';
import './new-releases.css';

const HOME_RELEASES = 8;

/** Home section: the 8 most recent releases, each playable and linked to its release and artist. */
export function NewReleases() {
  const { t } = useTranslation('catalogue');
  const playTrack = usePlayerStore((s) => s.playTrack);
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
          {releases.data.slice(0, HOME_RELEASES).map((release) => (
            <li key={release.id} className="kora-release-card">
              <Link to={href('release', { id: release.id })} className="kora-release-card__cover">
                <img src={release.cover ?? '/img/covers/cover.svg'} alt="" loading="lazy" width="220" height="220" />
                <span className="kora-release-card__type">{t(`types.${release.type}`)}</span>
              </Link>
              <div className="kora-release-card__body">
                <Link to={href('release', { id: release.id })} className="kora-release-card__title">
                  {release.title}
                </Link>
                <Link to={href('artist', { idOrSlug: release.artistSlug })} className="kora-release-card__artist">
                  {release.artist}
                </Link>
                <p className="kora-release-card__stats">
                  <span>{t('home.likes', { count: release.likes, formatted: formatCount(release.likes) })}</span>
                  <span>
                    {t('home.listens', { count: release.playsCount, formatted: formatCount(release.playsCount) })}
                  </span>
                </p>
                {release.audioFileUrl && (
                  <button
                    type="button"
                    className="kora-release-card__play"
                    aria-label={t('home.play', { title: release.title })}
                    onClick={() =>
                      playTrack({
                        id: `release-${release.id}`,
                        releaseId: release.id,
                        title: release.title,
                        artist: release.artist,
                        cover: release.cover,
                        audioUrl: release.audioFileUrl,
                      })
                    }
                  >
                    ▶
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
