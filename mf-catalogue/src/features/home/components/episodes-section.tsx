import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, http, QuerySection, read, useQuery, useTranslation } from '@kora/shared';
import { Carousel, CarouselSkeleton } from '@kora/shared/carousel';
import type { Episode } from '@kora/shared/contracts';
import { countEpisodeViewer, listEpisodes } from '@kora/shared/contracts/endpoints';
import { EpisodeCard, EpisodeCardPlaceholder } from '../../../common/components/episode-card';
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
  const episodes = useQuery(read(listEpisodes, { query: { limit: HOME_EPISODES } }));

  const open = (episode: Episode, event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new tabs and windows; the count is for a visit from here.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const to = href('episode', { id: episode.id });
    http.call(countEpisodeViewer, { params: { id: episode.id } }).then(
      () => navigate(to),
      () => navigate(to),
    );
  };

  return (
    <QuerySection
      className="kora-cat-home-section"
      id="kora-home-episodes"
      title={t('home.episodes')}
      more={{ to: href('podcasts'), label: t('home.seeAll') }}
      query={episodes}
      loading={<CarouselSkeleton preset="podcasts" slide={<EpisodeCardPlaceholder />} />}
      errorText={t('episodes.loadError')}
      fallback={SAMPLE_EPISODES}
      empty={null}
    >
      {(items) => (
        <Carousel
          preset="podcasts"
          label={t('carousels.episodes')}
          items={items}
          renderItem={(episode) => <EpisodeCard episode={episode} onOpen={open} />}
        />
      )}
    </QuerySection>
  );
}
