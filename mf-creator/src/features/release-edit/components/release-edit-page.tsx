import { ScreenFrame } from '@kora/shared/remote-app';

export function ReleaseEditPage() {
  return <ScreenFrame area="creator" screen="releaseEdit" />;
}
