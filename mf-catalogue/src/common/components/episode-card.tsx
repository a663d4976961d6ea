import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { href, ResponsiveImage, SkeletonCard, useTranslation } from '@kora/shared';
import { formatDuration } from '@kora/shared/format';
import type { Episode } from '@kora/shared/contracts';
import { FALLBACK_COVER, truncate } from '../lib/media';
import { Badge } from './badge';
import './wide-card.css';
import './episode-card.css';
import { useCountText } from '../hooks/use-count-text';

export const EPISODE_DESCRIPTION_LENGTH = 100;

interface EpisodeCardProps {
  episode: Episode;
  /** Runs before the episode opens (the home page counts a viewer first). */
  onOpen?: (episode: Episode, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** An episode in a grid: cover, live badge, title linking to /episode/{id}, podcast, description cut at 100 characters. */
export function EpisodeCard({ episode, onOpen }: EpisodeCardProps) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const link = href('episode', { id: episode.id });
  return (
    <article className="kora-cat-episode-card">
      <div className="kora-cat-episode-card__cover">
        <ResponsiveImage
          src={episode.coverImage ?? FALLBACK_COVER}
          alt=""
          width={480}
          height={270}
          sizes="(max-width: 639px) calc(100vw - 2rem), (max-width: 767px) 50vw, (max-width: 1023px) 33vw, 25vw"
        />
        {episode.isLive && <Badge live>{t('episodes.live')}</Badge>}
      </div>
      <div className="kora-cat-episode-card__body">
        <h3 className="kora-cat-episode-card__title">
          <Link to={link} onClick={onOpen ? (event) => onOpen(episode, event) : undefined}>
            {episode.title}
          </Link>
        </h3>
        <p className="kora-cat-episode-card__podcast">{episode.podcast.title}</p>
        {episode.description && (
          <p className="kora-cat-episode-card__description">
            {truncate(episode.description, EPISODE_DESCRIPTION_LENGTH)}
          </p>
        )}
        <p className="kora-cat-episode-card__meta">
          <span>{t('episodes.viewers', { count: episode.viewers, formatted: countText(episode.viewers) })}</span>
          <span>{formatDuration(episode.duration)}</span>
        </p>
      </div>
    </article>
  );
}

/** An episode card still loading: the card's picture and lines, at its size. */
export function EpisodeCardPlaceholder() {
  return <SkeletonCard media="wide" lines={6} />;
}
