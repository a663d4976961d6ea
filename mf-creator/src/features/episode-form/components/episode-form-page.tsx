import { useParams } from 'react-router-dom';
import { QueryView, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { CreatePodcastLink } from '../../../common/podcasts/components/create-podcast-link';
import { useMyPodcasts } from '../../../common/podcasts/hooks/use-my-podcasts';
import { isForbidden } from '../../../common/podcasts/lib/creator-refusal';
import { EpisodeForm } from './episode-form';
import './episode-form.css';

/** `/podcast-creator/episode` and `/podcast-creator/episode/:podcastId` (that podcast chosen already). */
export function EpisodeFormPage() {
  const { t } = useTranslation('creator');
  const { podcastId } = useParams();
  const podcasts = useMyPodcasts();
  const forbidden = isForbidden(podcasts.error);
  return (
    <ScreenFrame area="creator" screen={podcastId === undefined ? 'episodeCreate' : 'episodeCreateForPodcast'}>
      <div className="kora-creator-episode-form-page">
        <QueryView
          query={podcasts}
          errorText={forbidden ? t('podcasts.forbidden') : t('podcasts.loadError')}
          retry={!forbidden}
          empty={
            <div className="kora-creator-episode-form__none">
              <p>{t('episodeForm.noPodcast')}</p>
              <CreatePodcastLink />
            </div>
          }
        >
          {(list) => (
            <EpisodeForm
              podcasts={list}
              initialPodcastId={list.some((podcast) => String(podcast.id) === podcastId) ? podcastId : undefined}
            />
          )}
        </QueryView>
      </div>
    </ScreenFrame>
  );
}
