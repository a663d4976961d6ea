import { ScreenFrame } from '@kora/shared/remote-app';

export function PodcastFormPage() {
  return <ScreenFrame area="creator" screen="podcastCreate" />;
}
