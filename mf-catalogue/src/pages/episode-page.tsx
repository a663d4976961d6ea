import { useParams } from 'react-router-dom';
import { read, useQuery } from '@kora/shared';
import { getEpisode } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { CommentsSection } from '../features/comments/components/comments-section';
import { EpisodeQueryView } from '../features/podcasts/components/episode-query-view';
import { EpisodeView } from '../features/podcasts/components/episode-view';

/** /episode/{id}: the episode, its rating, sharing and comments. */
export function EpisodePage() {
  const { id = '' } = useParams();
  const episode = useQuery(read(getEpisode, { params: { id: Number(id) } }));
  return (
    <DetailFrame screen="episode" title={episode.data?.title}>
      <EpisodeQueryView query={episode}>
        {(data) => (
          <EpisodeView
            key={data.id}
            episode={data}
            comments={<CommentsSection subject={{ kind: 'episode', id: data.id }} />}
          />
        )}
      </EpisodeQueryView>
    </DetailFrame>
  );
}
