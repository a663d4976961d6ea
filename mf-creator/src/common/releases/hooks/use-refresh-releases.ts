import { useCallback } from 'react';
import { CATALOGUE_QUERY_ROOT, useQueryClient } from '@kora/shared';
import { releasesQueryKey } from '../api/creator-releases-api';

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
