import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorState, href, LoadingState, SectionHeader, useQuery, useTranslation } from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import type { Episode } from '@kora/shared/contracts';
import { catalogueApi, catalogueQueries } from '../../../api';
import { EpisodeCard } from '../../../common/components/episode-card';
import { SAMPLE_EPISODES } from './samples';
import './home.css';

export const HOME_EPISODES = 6;

/**
 * Home: the latest episodes. Opening one counts a viewer first. On an error (or a 401) it says so,
 * offers Retry and shows the built-in episodes.
 */
export function EpisodesSection() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const episodes = useQuery(catalogueQueries.episodes({ limit: HOME_EPISODES }));
  const items = episodes.status === 'success' ? episodes.data : episodes.status === 'error' ? SAMPLE_EPISODES : [];

  const open = (episode: Episode, event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows; the count is for a visit from here.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const to = href('episode', { id: episode.id });
    catalogueApi.incrementViewers(episode.id).then(
      () => navigate(to),
      () => navigate(to),
    );
  };

  return (
    <section className="kora-cat-home-section" aria-labelledby="kora-home-episodes">
      <SectionHeader
        id="kora-home-episodes"
        title={t('home.episodes')}
        more={{ to: href('podcasts'), label: t('home.seeAll') }}
      />
      {episodes.status === 'pending' && <LoadingState />}
      {episodes.status === 'error' && (
        <ErrorState message={t('episodes.loadError')} onRetry={() => void episodes.refetch()} />
      )}
      {items.length > 0 && (
        <Carousel
          preset="podcasts"
          label={t('carousels.episodes')}
          items={items}
          renderItem={(episode) => <EpisodeCard episode={episode} onOpen={open} />}
        />
      )}
    </section>
  );
}
