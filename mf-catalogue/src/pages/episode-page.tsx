import { useParams } from 'react-router-dom';
import { read, useQuery } from '@kora/shared';
import { getEpisode } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { CommentsSection } from '../features/comments/components/comments-section';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle';
import { SaveOffline } from '../features/offline/components/save-offline';
import { AddToPlaylistButton } from '../features/playlists/components/add-to-playlist-button';
import { EpisodeQueryView } from '../features/podcasts/components/episode-query-view';
import { EpisodeView } from '../features/podcasts/components/episode-view';

/**
 * /episode/{id}: the episode, its favourite, its add to a playlist, 'Écouter hors ligne', its rating,
 * sharing and comments.
 */
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
            favourite={
              <FavouriteToggle
                item={{
                  kind: 'episodes',
                  id: data.id,
                  title: data.title,
                  subtitle: data.podcast.title,
                  coverImage: data.coverImage,
                }}
              />
            }
            addToPlaylist={
              <>
                <AddToPlaylistButton item={{ kind: 'episode', id: data.id, title: data.title }} />
                {data.audioUrl && !data.isLive && <SaveOffline kind="episode" id={data.id} title={data.title} />}
              </>
            }
            comments={<CommentsSection subject={{ kind: 'episode', id: data.id }} />}
          />
        )}
      </EpisodeQueryView>
    </DetailFrame>
  );
}
