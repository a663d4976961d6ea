import { useSubmit, useTranslation, write } from '@kora/shared';
import type { UpdatePodcastRequest } from '@kora/shared/contracts';
import { editPodcast } from '@kora/shared/contracts/endpoints';

/** Saving a podcast's title and description (`PUT /podcast-creator/manage/{id}`), then the list with them. */
export function usePodcastEdit(podcastId: number) {
  const { t } = useTranslation('creator');
  const form = useSubmit();

  async function save(body: UpdatePodcastRequest): Promise<void> {
    await form.run(() => write(editPodcast, { params: { id: podcastId }, body }), {
      failure: t('podcastManager.edit.error'),
      success: () => t('podcastManager.edit.saved'),
    });
  }

  return { form, save };
}
