import { http } from '@kora/shared';
import type { CreatePodcastRequest, CreatorPodcastResponse } from '@kora/shared/contracts';

/** `POST /podcast-creator/create-podcast` → the new podcast, a draft. */
export const createPodcast = (request: CreatePodcastRequest) =>
  http.post<CreatorPodcastResponse>('/podcast-creator/create-podcast', request);
