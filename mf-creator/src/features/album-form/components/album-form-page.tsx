import { ScreenFrame } from '@kora/shared/remote-app';
import { ArtistOnly } from '../../../common/releases/components/artist-only';
import { AlbumForm } from './album-form';

/** `/artist/release/album`. */
export function AlbumFormPage() {
  return (
    <ScreenFrame area="creator" screen="releaseAlbum">
      <ArtistOnly>{(artist) => <AlbumForm artist={artist} />}</ArtistOnly>
    </ScreenFrame>
  );
}
