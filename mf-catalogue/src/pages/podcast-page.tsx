import { useParams } from 'react-router-dom';
import { EmptyState, QueryView, ResponsiveImage, useQuery, useTranslation } from '@kora/shared';
import { catalogueQueries } from '../api';
import { DetailFrame } from '../common/components/detail-frame';
import { EpisodeCard } from '../common/components/episode-card';
import { FavouriteButton } from '../common/components/favourite-button';
import { FALLBACK_COVER } from '../common/lib/media';
import { PodcastFeedLink } from '../features/podcasts/components/podcast-feed-link';
import { useCountText } from '../common/hooks/use-count-text';

/**
 * /podcast/{id}: header with episode count and total views, a favourite button, the RSS feed to
 * follow it in a podcast app, and the episode grid.
 */
export function PodcastPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const podcast = useQuery(catalogueQueries.podcast(id));
  return (
    <DetailFrame screen="podcast" title={podcast.data?.title}>
      <QueryView query={podcast} notFoundText={t('podcast.notFound')} errorText={t('podcast.loadError')}>
        {(data) => (
          <>
            <div className="kora-cat-podcast">
              <ResponsiveImage
                className="kora-cat-podcast__cover"
                src={data.coverImage ?? FALLBACK_COVER}
                alt={t('podcast.coverOf', { title: data.title })}
                width={240}
                height={240}
                sizes="(max-width: 640px) calc(100vw - 2rem), 240px"
                priority
              />
              <div className="kora-cat-podcast__summary">
                {data.host && <p className="kora-cat-muted">{t('podcast.host', { host: data.host })}</p>}
                {data.description && <p>{data.description}</p>}
                <p className="kora-cat-podcast__stats">
                  <span>{t('podcast.episodeCount', { count: data.episodesCount })}</span>
                  <span>
                    {t('podcast.totalViews', {
                      count: data.totalViews,
                      formatted: countText(data.totalViews),
                    })}
                  </span>
                </p>
                <FavouriteButton
                  kind="podcasts"
                  item={{
                    id: data.id,
                    title: data.title,
                    subtitle: data.host || undefined,
                    coverImage: data.coverImage,
                  }}
                />
                {data.status !== 'draft' && <PodcastFeedLink podcastId={data.id} />}
              </div>
            </div>
            <section className="kora-cat-section" aria-labelledby="kora-podcast-episodes">
              <h2 id="kora-podcast-episodes">{t('podcast.episodes')}</h2>
              {data.episodes.length === 0 ? (
                <EmptyState title={t('episodes.empty')} />
              ) : (
                <ul className="kora-cat-grid kora-cat-grid--episodes">
                  {data.episodes.map((episode) => (
                    <li key={episode.id}>
                      <EpisodeCard episode={episode} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryView>
    </DetailFrame>
  );
}
