import { ScreenFrame } from '@kora/shared/remote-app';
import { EpisodesList } from '../features/podcasts/components/episodes-list';

/** /podcasts: the episodes, searched and filtered. */
export function PodcastsPage() {
  return (
    <ScreenFrame area="catalogue" screen="podcasts">
      <EpisodesList />
    </ScreenFrame>
  );
}
