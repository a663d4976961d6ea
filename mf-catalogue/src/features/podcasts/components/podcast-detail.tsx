import type { ReactNode } from 'react';
import { EmptyState, ResponsiveImage, useTranslation } from '@kora/shared';
import type { PodcastDetail as Podcast } from '@kora/shared/contracts';
import { EpisodeCard } from '../../../common/components/episode-card';
import { useCountText } from '../../../common/hooks/use-count-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import '../../../common/components/card-grid.css';
import '../../../common/components/detail-parts.css';
import '../../../common/components/text.css';
import { PodcastFeedLink } from './podcast-feed-link';

/**
 * A podcast: header with episode count and total views, the favourite button the page gives, the RSS
 * feed to follow it in a podcast app, and the episode grid.
 */
export function PodcastDetail({ podcast, favourite }: { podcast: Podcast; favourite: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  return (
    <>
      <div className="kora-cat-podcast">
        <ResponsiveImage
          className="kora-cat-podcast__cover"
          src={podcast.coverImage ?? FALLBACK_COVER}
          alt={t('podcast.coverOf', { title: podcast.title })}
          width={240}
          height={240}
          sizes="(max-width: 640px) calc(100vw - 2rem), 240px"
          priority
        />
        <div className="kora-cat-podcast__summary">
          {podcast.host && <p className="kora-cat-muted">{t('podcast.host', { host: podcast.host })}</p>}
          {podcast.description && <p>{podcast.description}</p>}
          <p className="kora-cat-podcast__stats">
            <span>{t('podcast.episodeCount', { count: podcast.episodesCount })}</span>
            <span>
              {t('podcast.totalViews', {
                count: podcast.totalViews,
                formatted: countText(podcast.totalViews),
              })}
            </span>
          </p>
          {favourite}
          {podcast.status !== 'draft' && <PodcastFeedLink podcastId={podcast.id} />}
        </div>
      </div>
      <section className="kora-cat-section" aria-labelledby="kora-podcast-episodes">
        <h2 id="kora-podcast-episodes">{t('podcast.episodes')}</h2>
        {podcast.episodes.length === 0 ? (
          <EmptyState title={t('episodes.empty')} />
        ) : (
          <ul className="kora-cat-grid kora-cat-grid--episodes">
            {podcast.episodes.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
