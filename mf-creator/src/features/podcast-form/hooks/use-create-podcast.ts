import { useNavigate } from 'react-router-dom';
import { href, notify, useSubmit, useTranslation, write } from '@kora/shared';
import type { CreatePodcastRequest } from '@kora/shared/contracts';
import { createPodcast } from '@kora/shared/contracts/endpoints';
import { creationRefusalKey } from '../lib/creation-refusal';

/** Creating the podcast, then its management view (`/podcast-creator/manage/:id`). */
export function useCreatePodcast() {
  const { t } = useTranslation('creator');
  const navigate = useNavigate();
  const form = useSubmit();

  async function create(body: CreatePodcastRequest): Promise<void> {
    let refusal: unknown = null;
    const created = await form.run(
      () =>
        write(createPodcast, { body }).catch((failure: unknown) => {
          refusal = failure;
          throw failure;
        }),
      { failure: t('podcastForm.errors.fallback') },
    );
    if (!created) {
      // 401 and 403 have the spec's own words, whatever the server said.
      const key = creationRefusalKey(refusal);
      if (key) form.fail(t(key));
      return;
    }
    const { podcast } = created.answer;
    notify(t('podcastForm.created', { title: podcast.title }));
    navigate(href('podcastManage', { id: podcast.id }));
  }

  return { form, create };
}
