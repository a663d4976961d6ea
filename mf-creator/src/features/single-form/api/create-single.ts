import { http } from '@kora/shared';
import type { CreateSingleRequest, CreatorReleaseResponse } from '@kora/shared/contracts';

/** `POST /release-creator/create-single` → 201 `{ release }`. */
export const createSingle = (request: CreateSingleRequest) =>
  http.post<CreatorReleaseResponse>('/release-creator/create-single', request);
