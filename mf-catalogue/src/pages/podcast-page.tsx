import { useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  formatViewers,
  isApiError,
  LoadingState,
  useQuery,
  useTranslation,
} from '@kora/shared';
import { catalogueQueries } from '../api';
import { DetailFrame } from '../components/detail-frame';
import { EpisodeCard } from '../components/episode-card';
import { FavouriteButton } from '../components/favourite-button';
import { FALLBACK_COVER } from '../lib/media';

/** /podcast/{id}: header with episode count and total views, a favourite button, and the episode grid. */
export function PodcastPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const podcast = useQuery(catalogueQueries.podcast(id));
  return (
    <DetailFrame screen="podcast" title={podcast.status === 'success' ? podcast.data.title : undefined}>
      {podcast.status === 'pending' && <LoadingState />}
      {podcast.status === 'error' &&
        (isApiError(podcast.error) && (podcast.error.status === 404 || podcast.error.status === 400) ? (
          <ErrorState message={t('podcast.notFound')} />
        ) : (
          <ErrorState message={t('podcast.loadError')} onRetry={() => void podcast.refetch()} />
        ))}
      {podcast.status === 'success' && (
        <>
          <div className="kora-cat-podcast">
            <img
              className="kora-cat-podcast__cover"
              src={podcast.data.coverImage ?? FALLBACK_COVER}
              alt={t('podcast.coverOf', { title: podcast.data.title })}
              width="240"
              height="240"
            />
            <div className="kora-cat-podcast__summary">
              {podcast.data.host && <p className="kora-cat-muted">{t('podcast.host', { host: podcast.data.host })}</p>}
              {podcast.data.description && <p>{podcast.data.description}</p>}
              <p className="kora-cat-podcast__stats">
                <span>{t('podcast.episodeCount', { count: podcast.data.episodesCount })}</span>
                <span>
                  {t('podcast.totalViews', {
                    count: podcast.data.totalViews,
                    formatted: formatViewers(podcast.data.totalViews),
                  })}
                </span>
              </p>
              <FavouriteButton
                kind="podcasts"
                item={{
                  id: podcast.data.id,
                  title: podcast.data.title,
                  subtitle: podcast.data.host || undefined,
                  coverImage: podcast.data.coverImage,
                }}
              />
            </div>
          </div>
          <section className="kora-cat-section" aria-labelledby="kora-podcast-episodes">
            <h2 id="kora-podcast-episodes">{t('podcast.episodes')}</h2>
            {podcast.data.episodes.length === 0 ? (
              <EmptyState title={t('episodes.empty')} />
            ) : (
              <ul className="kora-cat-grid kora-cat-grid--episodes">
                {podcast.data.episodes.map((episode) => (
                  <li key={episode.id}>
                    <EpisodeCard episode={episode} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </DetailFrame>
  );
}
