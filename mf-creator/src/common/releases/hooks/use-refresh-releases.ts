import { useCallback } from 'react';
import { useQueryClient } from '@kora/shared';
import { releasesQueryKey } from '../api/creator-releases-api';

// The catalogue's reads are keyed under this segment (its lists, release and artist pages); the kernel
// exports no name for it, so it is repeated here to refresh them once a release changes.
const CATALOGUE_QUERY_ROOT = 'catalogue';

/** After a release is created, changed or deleted: the dashboard, my releases, and the public lists. */
export function useRefreshReleases() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: releasesQueryKey() }),
        client.invalidateQueries({ queryKey: [CATALOGUE_QUERY_ROOT] }),
      ]),
    [client],
  );
}
