import { useParams } from 'react-router-dom';
import { ScreenFrame } from '@kora/shared/remote-app';
import { PodcastManager } from './podcast-manager';

/** `/podcast-creator` and `/podcast-creator/manage/:id`: the creator's podcasts, one of them in detail. */
export function PodcastManagerPage() {
  const { id } = useParams();
  return (
    <ScreenFrame area="creator" screen={id === undefined ? 'podcastCreator' : 'podcastManage'}>
      <PodcastManager />
    </ScreenFrame>
  );
}
