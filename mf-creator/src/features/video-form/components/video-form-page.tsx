import { ScreenFrame } from '@kora/shared/remote-app';
import { ArtistOnly } from '../../../common/releases/components/artist-only';
import { VideoForm } from './video-form';

/** `/artist/release/video`. */
export function VideoFormPage() {
  return (
    <ScreenFrame area="creator" screen="releaseVideo">
      <ArtistOnly>{() => <VideoForm />}</ArtistOnly>
    </ScreenFrame>
  );
}
