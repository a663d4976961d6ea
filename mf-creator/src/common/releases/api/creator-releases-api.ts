import { apiRead, http, userQueryKey } from '@kora/shared';
import type { ArtistDashboard, CreatorReleaseList } from '@kora/shared/contracts';

/** Every cached read of the artist's own releases starts with `userQueryKey(RELEASES_QUERY_ROOT)`. */
export const RELEASES_QUERY_ROOT = 'creator-releases';

export const releasesQueryKey = (...parts: readonly unknown[]) => userQueryKey(RELEASES_QUERY_ROOT, ...parts);

/** The artist's reads several screens share (dropped from the cache at sign-out). */
export const creatorReleaseQueries = {
  /** `GET /artist/dashboard`: the cards, the revenue, 30 days of plays and sales, and who the artist is. */
  dashboard: () =>
    apiRead(releasesQueryKey('dashboard'), (signal) => http.get<ArtistDashboard>('/artist/dashboard', { signal })),
  /** `GET /artist/releases`: every release of the artist, newest release date first. */
  artistReleases: () =>
    apiRead(releasesQueryKey('artist-releases'), (signal) =>
      http.get<CreatorReleaseList>('/artist/releases', { signal }),
    ),
};
