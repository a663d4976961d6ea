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

/**
 * Each podcast as a card: its cover, its title as the button that shows it in detail (the whole card
 * answers a click), its episodes, last update and status as the button's description.
 */
export function PodcastList({ podcasts, selectedId, onSelect, labelledBy }: PodcastListProps) {
  const { t } = useTranslation('creator');
  const format = useFormat();
  return (
    <ul className="kora-creator-podcasts__list" aria-labelledby={labelledBy}>
      {podcasts.map((podcast) => {
        const metaId = `creator-podcast-${podcast.id}-meta`;
        return (
          <li key={podcast.id} className="kora-creator-podcast-card">
            <PodcastCover
              className="kora-creator-podcast-card__cover"
              src={podcast.coverImageUrl ?? podcast.coverImage}
              size={64}
            />
            <span className="kora-creator-podcast-card__text">
              <button
                type="button"
                className="kora-creator-podcast-card__title"
                aria-current={String(podcast.id) === selectedId ? 'true' : undefined}
                aria-describedby={metaId}
                onClick={() => onSelect(podcast.id)}
              >
                {podcast.title}
              </button>
              <span id={metaId} className="kora-creator-podcast-card__meta">
                {/* The spaces keep the words apart in what screen readers announce. */}
                <span>{t('podcastManager.episodesCount', { count: podcast.episodesCount })}</span>{' '}
                <span>{t('podcastManager.updated', { date: format.date(podcast.updatedAt) })}</span>{' '}
                <StatusBadge status={podcast.status} />
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
