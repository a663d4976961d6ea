import { useMutation } from '@kora/shared';
import { useRefreshCreatorPodcasts } from '../../../common/podcasts/hooks/use-refresh-creator-podcasts';
import { publishEpisode, publishPodcast } from '../api/podcast-manager-api';

/**
 * Publishing a draft podcast or episode. A refusal is only logged (catalogue-and-commerce §8): the
 * draft stays a draft on screen. A success is seen as the new status once the lists are read again.
 */
export function usePublish(what: 'podcast' | 'episode', onPublished: () => void) {
  const refresh = useRefreshCreatorPodcasts();
  return useMutation({
    mutationFn: (id: number) => (what === 'podcast' ? publishPodcast(id) : publishEpisode(id)),
    onSuccess: async () => {
      await refresh();
      onPublished();
    },
    onError: (failure, id) => console.error(`Publishing ${what} ${id} failed`, failure),
  });
}
