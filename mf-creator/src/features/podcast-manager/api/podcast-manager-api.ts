import { apiRead, http } from '@kora/shared';
import type { CreatorPodcastEpisodes, UpdatePodcastRequest } from '@kora/shared/contracts';
import { CREATOR_PODCASTS_KEY } from '../../../common/podcasts/api/creator-podcasts-api';

/** `GET /podcast-creator/podcast/{id}/episodes`: every episode of one of the creator's podcasts, newest first. */
export const podcastEpisodesQuery = (podcastId: number) =>
  apiRead([...CREATOR_PODCASTS_KEY, podcastId, 'episodes'], (signal) =>
    http
      .get<CreatorPodcastEpisodes>(`/podcast-creator/podcast/${podcastId}/episodes`, { signal })
      .then((answer) => answer.episodes),
  );

// The answers of these writes are not read: the lists are read again after each one.
export const updatePodcast = (id: number, request: UpdatePodcastRequest) =>
  http.put<unknown>(`/podcast-creator/manage/${id}`, request);
export const deletePodcast = (id: number) => http.delete<unknown>(`/podcast-creator/manage/${id}`);
export const publishPodcast = (id: number) => http.post<unknown>(`/podcast-creator/publish-podcast/${id}`);
export const publishEpisode = (id: number) => http.post<unknown>(`/podcast-creator/publish-episode/${id}`);
