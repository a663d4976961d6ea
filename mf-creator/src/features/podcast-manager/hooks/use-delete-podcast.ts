import { useMutation } from '@kora/shared';
import { useRefreshCreatorPodcasts } from '../../../common/podcasts/hooks/use-refresh-creator-podcasts';
import { deletePodcast } from '../api/podcast-manager-api';

/** `DELETE /podcast-creator/manage/{id}`, then the list without it; a refusal stays on `error`. */
export function useDeletePodcast(podcastId: number, onDeleted: () => void) {
  const refresh = useRefreshCreatorPodcasts();
  return useMutation({
    mutationFn: () => deletePodcast(podcastId),
    onSuccess: async () => {
      onDeleted();
      await refresh();
    },
  });
}
