import { useFormat, useTranslation } from '@kora/shared';
import type { Podcast } from '@kora/shared/contracts';
import { PodcastCover } from '../../../common/podcasts/components/podcast-cover';
import { StatusBadge } from './status-badge';

interface PodcastListProps {
  podcasts: readonly Podcast[];
  /** The id in the address, if any. */
  selectedId: string | undefined;
  onSelect: (id: number) => void;
  labelledBy: string;
}

/** Each podcast as a button that shows it in detail: its cover, title, episodes, last update and status. */
export function PodcastList({ podcasts, selectedId, onSelect, labelledBy }: PodcastListProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  return (
    <ul className="kora-creator-podcasts__list" aria-labelledby={labelledBy}>
      {podcasts.map((podcast) => {
        const titleId = `creator-podcast-${podcast.id}-name`;
        const metaId = `creator-podcast-${podcast.id}-meta`;
        return (
          <li key={podcast.id}>
            <button
              type="button"
              className="kora-creator-podcast-card"
              aria-current={String(podcast.id) === selectedId ? 'true' : undefined}
              aria-labelledby={titleId}
              aria-describedby={metaId}
              onClick={() => onSelect(podcast.id)}
            >
              <PodcastCover
                className="kora-creator-podcast-card__cover"
                src={podcast.coverImageUrl ?? podcast.coverImage}
                size={64}
              />
              <span className="kora-creator-podcast-card__text">
                <span id={titleId} className="kora-creator-podcast-card__title">
                  {podcast.title}
                </span>
                <span id={metaId} className="kora-creator-podcast-card__meta">
                  {/* The spaces keep the words apart in what screen readers announce. */}
                  <span>{t('podcastManager.episodesCount', { count: podcast.episodesCount })}</span>{' '}
                  <span>{t('podcastManager.updated', { date: format.date(podcast.updatedAt) })}</span>{' '}
                  <StatusBadge status={podcast.status} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
