import { ScreenFrame } from '@kora/shared/remote-app';
import { FavouritesOverview } from '../features/library/components/favourites-overview';
import { FollowedArtists } from '../features/library/components/followed-artists';
import { LikedTracks } from '../features/library/components/liked-tracks';
import { LikeButton } from '../features/likes/components/like-button';
import { OfflineLibrarySection } from '../features/offline/components/offline-library-section';
import { AddToPlaylistButton } from '../features/playlists/components/add-to-playlist-button';
import { MyPlaylists } from '../features/playlists/components/my-playlists';

/**
 * /library (signed in): what this device saved for listening offline (shown from the device alone, with
 * no network), then the listener's playlists, liked tracks, favourites and followed artists.
 */
export function LibraryPage() {
  return (
    <ScreenFrame area="catalogue" screen="library">
      <OfflineLibrarySection />
      <MyPlaylists />
      <LikedTracks
        trackActions={(track) => (
          <>
            <LikeButton track={track} />
            <AddToPlaylistButton item={{ kind: 'track', id: track.id, title: track.title }} />
          </>
        )}
      />
      <FavouritesOverview />
      <FollowedArtists />
    </ScreenFrame>
  );
}
