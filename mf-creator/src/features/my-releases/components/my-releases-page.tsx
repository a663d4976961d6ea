import { ScreenFrame } from '@kora/shared/remote-app';

export function MyReleasesPage() {
  return <ScreenFrame area="creator" screen="myReleases" />;
}
