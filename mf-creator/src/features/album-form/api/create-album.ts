import { http } from '@kora/shared';
import type { CreateAlbumRequest, CreatorReleaseResponse } from '@kora/shared/contracts';

/** `POST /release-creator/create-album` → 201 `{ release }`. */
export const createAlbum = (request: CreateAlbumRequest) =>
  http.post<CreatorReleaseResponse>('/release-creator/create-album', request);
