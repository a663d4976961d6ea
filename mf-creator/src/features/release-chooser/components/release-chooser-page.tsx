import { ScreenFrame } from '@kora/shared/remote-app';

export function ReleaseChooserPage() {
  return <ScreenFrame area="creator" screen="releaseChooser" />;
}
