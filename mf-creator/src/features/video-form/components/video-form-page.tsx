import { ScreenFrame } from '@kora/shared/remote-app';

export function VideoFormPage() {
  return <ScreenFrame area="creator" screen="releaseVideo" />;
}
