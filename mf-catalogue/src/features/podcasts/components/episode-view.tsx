import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href, http, ResponsiveImage, ShareLinks, useTranslation } from '@kora/shared';
import { formatDate, formatDuration } from '@kora/shared/format';
import type { Episode } from '@kora/shared/contracts';
import { countEpisodeViewer } from '@kora/shared/contracts/endpoints';
import { Badge } from '../../../common/components/badge';
import { useCountText } from '../../../common/hooks/use-count-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { episodePlayerId, episodeToPlayer, togglePlay, useIsPlaying } from '../../../common/lib/player';
import '../../../common/components/detail-parts.css';
import '../../../common/components/text.css';
import { EpisodeProgress } from './episode-progress';
import { EpisodeRating } from './episode-rating';
import './episode-view.css';
import './side-block.css';

/**
 * An episode: Listen/Pause driving the site's player, the favourite and 'Ajouter à une playlist'
 * buttons the page gives it, its description, and beside it the rating, the share links and the
 * `comments` the page gives it.
 */
export function EpisodeView({
  episode,
  favourite,
  addToPlaylist,
  comments,
}: {
  episode: Episode;
  favourite: ReactNode;
  addToPlaylist: ReactNode;
  comments: ReactNode;
}) {
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
      http.call(countEpisodeViewer, { params: { id: episode.id } }).then(
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
              {episode.isLive && <Badge live>{t('episodes.live')}</Badge>}
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
              {favourite}
              {addToPlaylist}
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
        {comments}
      </aside>
    </div>
  );
}
