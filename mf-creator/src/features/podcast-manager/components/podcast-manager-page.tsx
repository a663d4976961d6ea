import { ScreenFrame } from '@kora/shared/remote-app';

export function PodcastManagerPage() {
  return <ScreenFrame area="creator" screen="podcastCreator" />;
}
