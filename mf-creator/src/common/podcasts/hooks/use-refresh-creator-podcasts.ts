import { useCallback } from 'react';
import { useQueryClient } from '@kora/shared';
import { CREATOR_PODCASTS_KEY } from '../api/creator-podcasts-api';

/**
 * After a write, the creator's podcasts (counts, statuses, dates) and their episodes are read again.
 * The catalogue's public lists keep their own keys, which the kernel does not name.
 */
export function useRefreshCreatorPodcasts(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: CREATOR_PODCASTS_KEY }), [client]);
}
