import { useCallback } from 'react';
import { CATALOGUE_QUERY_ROOT, useQueryClient } from '@kora/shared';
import { CREATOR_PODCASTS_KEY } from '../api/creator-podcasts-api';

/** After a write, the creator's podcasts (counts, statuses, dates), their episodes and the public lists are read again. */
export function useRefreshCreatorPodcasts(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: CREATOR_PODCASTS_KEY }),
      client.invalidateQueries({ queryKey: [CATALOGUE_QUERY_ROOT] }),
    ]);
  }, [client]);
}
