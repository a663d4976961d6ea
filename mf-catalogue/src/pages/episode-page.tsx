import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ErrorState,
  href,
  isApiError,
  LoadingState,
  ResponsiveImage,
  usePlayerStore,
  useQuery,
  useTranslation,
  ShareLinks,
} from '@kora/shared';
import { formatDate, formatDuration } from '@kora/shared/format';
import type { Episode } from '@kora/shared/contracts';
import { catalogueApi, catalogueQueries } from '../api';
import { CommentsSection } from '../features/comments/components/comments-section';
import { DetailFrame } from '../common/components/detail-frame';
import { EpisodeRating } from '../features/podcasts/components/episode-rating';
import { FavouriteButton } from '../common/components/favourite-button';
import { FALLBACK_COVER } from '../common/lib/media';
import { episodePlayerId, episodeToPlayer, togglePlay, useIsCurrent, useIsPlaying } from '../common/lib/player';
import { useCountText } from '../common/hooks/use-count-text';

/** /episode/{id}: the episode, Listen/Pause driving the site's player, rating, sharing and comments. */
export function EpisodePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const episode = useQuery(catalogueQueries.episode(id));
  const missing = episode.status === 'error' && isApiError(episode.error) && [400, 404].includes(episode.error.status);
  return (
    <DetailFrame screen="episode" title={episode.status === 'success' ? episode.data.title : undefined}>
      {episode.status === 'pending' && <LoadingState />}
      {missing && (
        <div className="kora-state kora-cat-not-found" role="alert">
          <h2>{t('episode.notFound')}</h2>
          <p>{t('episode.doesNotExist')}</p>
          <Link to={href('podcasts')}>{t('episode.backToPodcasts')}</Link>
        </div>
      )}
      {episode.status === 'error' && !missing && (
        <ErrorState message={t('episode.loadError')} onRetry={() => void episode.refetch()} />
      )}
      {episode.status === 'success' && <EpisodeContent key={episode.data.id} episode={episode.data} />}
    </DetailFrame>
  );
}

function EpisodeContent({ episode }: { episode: Episode }) {
  const { t, i18n } = useTranslation('catalogue');
  const countText = useCountText();
  const playerId = episodePlayerId(episode.id);
  const playing = useIsPlaying(playerId);
  const [viewers, setViewers] = useState(episode.viewers);
  const counted = useRef(false);

  const listen = () => {
    togglePlay(episodeToPlayer(episode));
    // The first play on this visit counts one viewer.
    if (!counted.current) {
      counted.current = true;
      catalogueApi.incrementViewers(episode.id).then(
        (answer) => setViewers(answer.viewers),
        () => undefined,
      );
    }
  };

  return (
    <div className="kora-cat-episode">
      <div className="kora-cat-episode__main">
        <div className="kora-cat-episode__header">
          <ResponsiveImage
            className="kora-cat-episode__cover"
            src={episode.coverImage ?? FALLBACK_COVER}
            alt={t('episode.coverOf', { title: episode.title })}
            width={240}
            height={240}
            sizes="(max-width: 640px) calc(100vw - 2rem), 240px"
            priority
          />
          <div className="kora-cat-episode__summary">
            <p>
              <Link to={href('podcast', { id: episode.podcast.id })}>{episode.podcast.title}</Link>
              {episode.isLive && <span className="kora-cat-badge kora-cat-badge--live">{t('episodes.live')}</span>}
            </p>
            <p className="kora-cat-episode__stats">
              <span>{t('episodes.viewers', { count: viewers, formatted: countText(viewers) })}</span>
              <span>
                <span className="kora-visually-hidden">{t('release.duration')} </span>
                {formatDuration(episode.duration)}
              </span>
              {episode.publishedAt && (
                <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt, i18n.language)}</time>
              )}
            </p>
            {episode.host && <p className="kora-cat-muted">{t('podcast.host', { host: episode.host })}</p>}
            <div className="kora-cat-release__actions">
              <button
                type="button"
                className="kora-button kora-button--accent"
                aria-pressed={playing}
                disabled={!episode.audioUrl}
                onClick={listen}
              >
                <span aria-hidden="true">{playing ? '❚❚ ' : '▶ '}</span>
                {playing ? t('episode.pause') : t('episode.listen')}
              </button>
              <FavouriteButton
                kind="episodes"
                item={{
                  id: episode.id,
                  title: episode.title,
                  subtitle: episode.podcast.title,
                  coverImage: episode.coverImage,
                }}
              />
            </div>
            <EpisodeProgress playerId={playerId} />
          </div>
        </div>
        {episode.description && (
          <section className="kora-cat-about" aria-labelledby="kora-episode-description">
            <h2 id="kora-episode-description">{t('episode.description')}</h2>
            <p>{episode.description}</p>
          </section>
        )}
      </div>
      <aside className="kora-cat-episode__side" aria-label={t('episode.sidebar')}>
        <EpisodeRating episodeId={episode.id} />
        <div className="kora-cat-side-block">
          <ShareLinks title={episode.title} networks={['twitter', 'facebook', 'whatsapp']} copy />
        </div>
        <CommentsSection
          threadKey={`episode-${episode.id}`}
          load={(signal) => catalogueApi.episodeComments(episode.id, signal)}
          send={(text, parentId) => catalogueApi.commentEpisode(episode.id, text, parentId)}
          signInRequired={false}
          texts={{ loadError: t('comments.episodeLoadError'), sendError: t('comments.episodeSendError') }}
        />
      </aside>
    </div>
  );
}

/** Where the site's player is in this episode, while it is the current item. */
function EpisodeProgress({ playerId }: { playerId: string }) {
  const { t } = useTranslation('catalogue');
  const current = useIsCurrent(playerId);
  const time = usePlayerStore((state) => state.currentTime);
  const duration = usePlayerStore((state) => state.duration);
  if (!current) return null;
  return (
    <div className="kora-cat-episode__progress">
      <progress max={duration || 1} value={Math.min(time, duration || 1)} aria-label={t('episode.progress')} />
      <span>
        {formatDuration(time)} / {formatDuration(duration)}
      </span>
    </div>
  );
}
