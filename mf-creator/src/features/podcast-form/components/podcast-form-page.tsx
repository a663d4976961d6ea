import { ScreenFrame } from '@kora/shared/remote-app';
import { PodcastForm } from './podcast-form';
import { PodcastTips } from './podcast-tips';
import './podcast-form.css';

/** `/podcast-creator/create`: the new podcast's form and the tips beside it (below, on a phone). */
export function PodcastFormPage() {
  return (
    <ScreenFrame area="creator" screen="podcastCreate">
      <div className="kora-creator-podcast-form-page">
        <PodcastForm />
        <PodcastTips />
      </div>
    </ScreenFrame>
  );
}
