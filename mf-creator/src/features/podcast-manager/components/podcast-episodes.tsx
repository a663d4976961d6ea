import { Link } from 'react-router-dom';
import { href, QueryView, read, useQuery, useTranslation } from '@kora/shared';
import type { CreatorPodcastEpisodes } from '@kora/shared/contracts';
import { getMyPodcastEpisodes } from '@kora/shared/contracts/endpoints';
import { EpisodeRow } from './episode-row';

const episodesOf = (answer: CreatorPodcastEpisodes) => answer.episodes;

interface PodcastEpisodesProps {
  podcastId: number;
  onAnnounce: (message: string) => void;
}

/** Every episode of the podcast, drafts included, with what can be done with each. */
export function PodcastEpisodes({ podcastId, onAnnounce }: PodcastEpisodesProps) {
  const { t } = useTranslation('creator');
  const episodes = useQuery({ ...read(getMyPodcastEpisodes, { params: { id: podcastId } }), select: episodesOf });
  const headingId = `creator-podcast-${podcastId}-episodes`;
  // A section inside the podcast's detail: its heading is one level below the podcast's title.
  return (
    <section className="kora-creator-episodes" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('podcastManager.episodes.title')}</h3>
      <QueryView
        query={episodes}
        errorText={t('podcastManager.episodes.loadError')}
        empty={
          <div className="kora-creator-podcasts__empty">
            <p>{t('podcastManager.episodes.empty')}</p>
            <Link className="kora-button" to={href('episodeCreateForPodcast', { podcastId })}>
              {t('podcastManager.episodes.addFirst')}
            </Link>
          </div>
        }
      >
        {(list) => (
          <ul className="kora-creator-episodes__list">
            {list.map((episode) => (
              <EpisodeRow key={episode.id} episode={episode} onAnnounce={onAnnounce} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
