import { useSubmit, useTranslation } from '@kora/shared';
import type { UpdatePodcastRequest } from '@kora/shared/contracts';
import { useRefreshCreatorPodcasts } from '../../../common/podcasts/hooks/use-refresh-creator-podcasts';
import { updatePodcast } from '../api/podcast-manager-api';

/** Saving a podcast's title and description (`PUT /podcast-creator/manage/{id}`), then the list with them. */
export function usePodcastEdit(podcastId: number) {
  const { t } = useTranslation('creator');
  const form = useSubmit();
  const refresh = useRefreshCreatorPodcasts();

  async function save(request: UpdatePodcastRequest): Promise<void> {
    const saved = await form.run(() => updatePodcast(podcastId, request), {
      failure: t('podcastManager.edit.error'),
      success: () => t('podcastManager.edit.saved'),
    });
    if (saved) await refresh();
  }

  return { form, save };
}
