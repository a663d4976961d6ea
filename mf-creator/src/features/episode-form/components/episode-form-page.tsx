import { ScreenFrame } from '@kora/shared/remote-app';

export function EpisodeFormPage() {
  return <ScreenFrame area="creator" screen="episodeCreate" />;
}
