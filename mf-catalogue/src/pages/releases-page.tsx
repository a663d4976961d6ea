import { ScreenFrame } from '@kora/shared/remote-app';
import { ReleasesList } from '../features/releases/components/releases-list';

/** /releases: the releases, searched, filtered and sorted from the address. */
export function ReleasesPage() {
  return (
    <ScreenFrame area="catalogue" screen="releases">
      <ReleasesList />
    </ScreenFrame>
  );
}
