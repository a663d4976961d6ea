import { useNavigate } from 'react-router-dom';
import { href, notify, useSubmit, useTranslation, write } from '@kora/shared';
import type { CreateEpisodeRequest } from '@kora/shared/contracts';
import { createPodcastEpisode } from '@kora/shared/contracts/endpoints';

/** Creating the episode, then its podcast's management view, where it can be published. */
export function useCreateEpisode() {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const form = useSubmit();

  async function create(body: CreateEpisodeRequest): Promise<void> {
    const created = await form.run(() => write(createPodcastEpisode, { body }), {
      failure: t('episodeForm.errors.fallback'),
    });
    if (!created) return;
    notify(t('episodeForm.created', { title: created.answer.episode.title }));
    navigate(href('podcastManage', { id: body.podcastId }));
  }

  return { form, create };
}
