import { ScreenFrame } from '@kora/shared/remote-app';
import { ArtistsList } from '../features/artists/components/artists-list';

/** /artists: the artists, searched and sorted. */
export function ArtistsPage() {
  return (
    <ScreenFrame area="catalogue" screen="artists">
      <ArtistsList />
    </ScreenFrame>
  );
}
