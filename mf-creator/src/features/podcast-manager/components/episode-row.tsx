import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href, useFormat, useTranslation } from '@kora/shared';
import type { Episode } from '@kora/shared/contracts';
import { formatCount } from '@kora/shared/format';
import { usePublish } from '../hooks/use-publish';
import { episodeLength } from '../lib/episode-length';
import { StatusBadge } from './status-badge';

interface EpisodeRowProps {
  episode: Episode;
  onAnnounce: (message: string) => void;
}

/** One episode: status, listeners, length, when it was created and published, and its actions. */
export function EpisodeRow({ episode, onAnnounce }: EpisodeRowProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  const publish = usePublish('episode', () => onAnnounce(t('podcastManager.published', { title: episode.title })));
  const titleId = `creator-episode-${episode.id}-title`;
  const length = episodeLength(episode.duration);
  // The episode's title completes each action's name for screen readers ("Publier Épisode 3").
  const named = (label: string): ReactNode => (
    <>
      {label}
      <span className="kora-visually-hidden"> {episode.title}</span>
    </>
  );

  return (
    <li className="kora-creator-episode" aria-labelledby={titleId}>
      <div className="kora-creator-episode__head">
        <h4 id={titleId} className="kora-creator-episode__title">
          {episode.title}
        </h4>
        <StatusBadge status={episode.status} />
      </div>
      <dl className="kora-creator-episode__facts">
        <div>
          <dt>{t('podcastManager.episodes.viewers')}</dt>
          <dd>{formatCount(episode.viewers, format.locale)}</dd>
        </div>
        <div>
          <dt>{t('podcastManager.episodes.duration')}</dt>
          <dd>{t(`podcastManager.episodes.${length.unit}`, { count: length.count })}</dd>
        </div>
        <div>
          <dt>{t('podcastManager.episodes.created')}</dt>
          <dd>{format.date(episode.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('podcastManager.episodes.publishedOn')}</dt>
          <dd>{episode.publishedAt ? format.date(episode.publishedAt) : t('podcastManager.episodes.notPublished')}</dd>
        </div>
      </dl>
      <div className="kora-creator-episode__actions">
        {episode.status === 'draft' ? (
          <button
            type="button"
            className="kora-button kora-button--accent"
            disabled={publish.isPending}
            aria-busy={publish.isPending || undefined}
            onClick={() => publish.mutate(episode.id)}
          >
            {named(t('podcastManager.episodes.publish'))}
          </button>
        ) : (
          <Link className="kora-button" to={href('episode', { id: episode.id })}>
            {named(t('podcastManager.episodes.listen'))}
          </Link>
        )}
      </div>
    </li>
  );
}
