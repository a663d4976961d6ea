import { apiRead, http } from '@kora/shared';
import type { CreatorReleaseDetail, UpdateReleaseRequest } from '@kora/shared/contracts';
import { releasesQueryKey } from '../../../common/releases/api/creator-releases-api';

/** `GET /release-creator/{id}`: the artist's own release (404 for anyone else's). */
export const releaseDetailQuery = (id: string) =>
  apiRead(releasesQueryKey('detail', id), (signal) =>
    http.get<CreatorReleaseDetail>(`/release-creator/${encodeURIComponent(id)}`, { signal }),
  );

/** `PUT /release-creator/{id}`: the release's own fields; its tracks stay as they are. */
export const updateRelease = (id: number, request: UpdateReleaseRequest) =>
  http.put<CreatorReleaseDetail>(`/release-creator/${id}`, request);
