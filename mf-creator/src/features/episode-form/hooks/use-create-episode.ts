import { useNavigate } from 'react-router-dom';
import { href, notify, useSubmit, useTranslation } from '@kora/shared';
import type { CreateEpisodeRequest } from '@kora/shared/contracts';
import { useRefreshCreatorPodcasts } from '../../../common/podcasts/hooks/use-refresh-creator-podcasts';
import { createEpisode } from '../api/create-episode';

/** Creating the episode, then its podcast's management view, where it can be published. */
export function useCreateEpisode() {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const form = useSubmit();
  const refresh = useRefreshCreatorPodcasts();

  async function create(request: CreateEpisodeRequest): Promise<void> {
    const created = await form.run(() => createEpisode(request), { failure: t('episodeForm.errors.fallback') });
    if (!created) return;
    void refresh();
    notify(t('episodeForm.created', { title: created.answer.episode.title }));
    navigate(href('podcastManage', { id: request.podcastId }));
  }

  return { form, create };
}
