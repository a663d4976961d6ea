import { ScreenFrame } from '@kora/shared/remote-app';

export function AlbumFormPage() {
  return <ScreenFrame area="creator" screen="releaseAlbum" />;
}
