import { ScreenFrame } from '@kora/shared/remote-app';
import { ArtistOnly } from '../../../common/releases/components/artist-only';
import { SingleForm } from './single-form';

/** `/artist/release/single`. */
export function SingleFormPage() {
  return (
    <ScreenFrame area="creator" screen="releaseSingle">
      <ArtistOnly>{(artist) => <SingleForm artist={artist} />}</ArtistOnly>
    </ScreenFrame>
  );
}
