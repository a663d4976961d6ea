import { http } from '@kora/shared';
import type { CreateEpisodeRequest, CreatorEpisodeResponse } from '@kora/shared/contracts';

/** `POST /podcast-creator/create-episode` → the new episode, a draft; the server reads its duration from the audio. */
export const createEpisode = (request: CreateEpisodeRequest) =>
  http.post<CreatorEpisodeResponse>('/podcast-creator/create-episode', request);
