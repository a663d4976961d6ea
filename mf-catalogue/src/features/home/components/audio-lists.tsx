import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  http,
  read,
  ResponsiveImage,
  usePlayerStore,
  href,
  SkeletonList,
  SectionHeader,
  useQuery,
  useTranslation,
  type UseQueryResult,
} from '@kora/shared';
import type { Podcast, ReleaseSummary } from '@kora/shared/contracts';
import { latestAudioTracks, listPodcasts, newReleases, topReleases } from '@kora/shared/contracts/endpoints';
import { usePlayRelease } from '../../../common/hooks/use-play-release';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { trackToPlayer } from '../../../common/lib/player';
import '../../../common/components/text.css';
import './home.css';
import { useCountText } from '../../../common/hooks/use-count-text';

/** How many items each list shows. */
const LIST_LENGTH = 5;
const SINGLES = { limit: LIST_LENGTH, type: 'single' } as const;

/** Home: three short lists side by side: top singles, new singles and podcasts (5 each). */
export function AudioLists() {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const top = useQuery(read(topReleases, { query: SINGLES }));
  const fresh = useQuery(read(newReleases, { query: SINGLES }));
  const podcasts = useQuery(read(listPodcasts, { query: { limit: LIST_LENGTH } }));
  const { play, pending } = usePlayRelease();
  useLastRetrievedTrack();

  const releaseItems = (releases: readonly ReleaseSummary[]) =>
    releases.slice(0, LIST_LENGTH).map((release) => (
      <li key={release.id} className="kora-cat-audio-item">
        <ResponsiveImage src={release.cover ?? FALLBACK_COVER} alt="" width={56} height={56} sizes="56px" />
        <div className="kora-cat-audio-item__body">
          <Link to={href('release', { id: release.id })} className="kora-cat-audio-item__title">
            {release.title}
          </Link>
          <Link to={href('artist', { idOrSlug: release.artistSlug })} className="kora-cat-audio-item__subtitle">
            {release.artist}
          </Link>
        </div>
        <span className="kora-cat-audio-item__count">{countText(release.playsCount)}</span>
        <button
          type="button"
          className="kora-icon-button"
          aria-label={t('player.play', { title: release.title })}
          aria-busy={pending === release.id || undefined}
          onClick={() => play(release.id)}
        >
          <span aria-hidden="true">▶</span>
        </button>
      </li>
    ));

  const podcastItems = (list: readonly Podcast[]) =>
    list.slice(0, LIST_LENGTH).map((podcast) => (
      <li key={podcast.id} className="kora-cat-audio-item">
        <ResponsiveImage src={podcast.coverImage ?? FALLBACK_COVER} alt="" width={56} height={56} sizes="56px" />
        <div className="kora-cat-audio-item__body">
          <Link to={href('podcast', { id: podcast.id })} className="kora-cat-audio-item__title">
            {podcast.title}
          </Link>
          <span className="kora-cat-audio-item__subtitle">
            {t('podcast.episodeCount', { count: podcast.episodesCount })}
          </span>
        </div>
      </li>
    ));

  return (
    <section className="kora-cat-home-section" aria-labelledby="kora-home-audio">
      <SectionHeader id="kora-home-audio" title={t('home.audio')} />
      <div className="kora-cat-audio-lists">
        <AudioColumn id="top" title={t('home.topSingles')} resource={top} render={releaseItems} />
        <AudioColumn id="new" title={t('home.newSingles')} resource={fresh} render={releaseItems} />
        <AudioColumn id="podcasts" title={t('home.podcasts')} resource={podcasts} render={podcastItems} />
      </div>
    </section>
  );
}

function AudioColumn<T>({
  id,
  title,
  resource,
  render,
}: {
  id: string;
  title: string;
  resource: UseQueryResult<T[]>;
  render: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="kora-cat-audio-column" role="group" aria-labelledby={`kora-audio-${id}`}>
      <h3 id={`kora-audio-${id}`}>{title}</h3>
      {resource.status === 'pending' && (
        <SkeletonList
          count={LIST_LENGTH}
          className="kora-cat-audio-list"
          item={<div className="kora-cat-audio-placeholder" />}
        />
      )}
      {resource.status === 'error' && (
        // The spec's audio lists offer to reload the page.
        <div className="kora-state kora-state--error" role="alert">
          <p className="kora-cat-error">{t('home.audioError')}</p>
          <button type="button" className="kora-button" onClick={() => window.location.reload()}>
            {t('home.reloadPage')}
          </button>
        </div>
      )}
      {resource.status === 'success' && resource.data.length === 0 && (
        <p className="kora-cat-muted">{t('home.audioEmpty')}</p>
      )}
      {resource.status === 'success' && resource.data.length > 0 && (
        <ol className="kora-cat-audio-list">{render(resource.data)}</ol>
      )}
    </div>
  );
}

/** The newest track is kept in the player store as the last retrieved track (spec §7, latest-audio). */
function useLastRetrievedTrack() {
  useEffect(() => {
    const controller = new AbortController();
    http.call(latestAudioTracks, { query: { limit: 1 } }, { signal: controller.signal }).then(
      ([latest]) => {
        if (latest) usePlayerStore.getState().setLastRetrieved(trackToPlayer(latest));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
}
