import { apiRead, http } from '@kora/shared';
import type { CreatorReleaseDetail, CreatorReleaseList, DeleteReleaseResponse } from '@kora/shared/contracts';
import { releasesQueryKey } from '../../../common/releases/api/creator-releases-api';

/** `GET /release-creator/my-releases`: every release of the artist, every status. */
export const myReleasesQuery = () =>
  apiRead(releasesQueryKey('mine'), (signal) =>
    http.get<CreatorReleaseList>('/release-creator/my-releases', { signal }),
  );

/** A draft made public: `PUT /release-creator/{id}` with its new status. */
export const publishRelease = (id: number) =>
  http.put<CreatorReleaseDetail>(`/release-creator/${id}`, { status: 'published' });

/** `DELETE /release-creator/{id}`: deleted, or unpublished when it has sales (its buyers keep their downloads). */
export const deleteRelease = (id: number) => http.delete<DeleteReleaseResponse>(`/release-creator/${id}`);
