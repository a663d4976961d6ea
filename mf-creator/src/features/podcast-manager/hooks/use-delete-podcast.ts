import { useMutation, write } from '@kora/shared';
import { deletePodcast } from '@kora/shared/contracts/endpoints';

/** `DELETE /podcast-creator/manage/{id}`, then the list without it; a refusal stays on `error`. */
export function useDeletePodcast(podcastId: number, onDeleted: () => void) {
  return useMutation({
    mutationFn: () => write(deletePodcast, { params: { id: podcastId } }),
    onSuccess: onDeleted,
  });
}
