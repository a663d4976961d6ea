import { http } from '@kora/shared';
import type { CreateVideoRequest, CreatorReleaseResponse } from '@kora/shared/contracts';

/** `POST /release-creator/create-video` → 201 `{ release }` (a release of type video with its clip). */
export const createVideo = (request: CreateVideoRequest) =>
  http.post<CreatorReleaseResponse>('/release-creator/create-video', request);
