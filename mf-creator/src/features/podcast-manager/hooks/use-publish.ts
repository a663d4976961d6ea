import { useMutation, write } from '@kora/shared';
import { publishPodcast, publishPodcastEpisode } from '@kora/shared/contracts/endpoints';

/**
 * Publishing a draft podcast or episode. A refusal is only logged (catalogue-and-commerce §8): the
 * draft stays a draft on screen. A success is seen as the new status once the lists are read again.
 */
export function usePublish(what: 'podcast' | 'episode', onPublished: () => void) {
  return useMutation({
    mutationFn: (id: number) => write(what === 'podcast' ? publishPodcast : publishPodcastEpisode, { params: { id } }),
    onSuccess: () => onPublished(),
    onError: (failure, id) => console.error(`Publishing ${what} ${id} failed`, failure),
  });
}
