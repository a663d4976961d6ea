import { LikeButton } from '../features/likes/components/like-button';
import { AddToPlaylistButton } from '../features/playlists/components/add-to-playlist-button';
import { SearchScreen } from '../features/search/components/search-screen';

/** /search?q=: the search, each track found with its heart and 'Ajouter à une playlist'. */
export function SearchPage() {
  return (
    <SearchScreen
      trackActions={(hit) => (
        <>
          <LikeButton track={hit} align="start" />
          <AddToPlaylistButton item={{ kind: 'track', id: hit.id, title: hit.title }} />
        </>
      )}
    />
  );
}
