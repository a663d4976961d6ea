import { isApiError, profileQuery, queryClient } from '@kora/shared';
import { PLANS } from '@kora/shared/contracts';
import { OfflineSpaceError, useOfflineLibrary } from '@kora/shared/offline';

/** Why saving did not start: the plan does not include it, the device is full, or what the API said. */
export type OfflineProblem =
  { kind: 'upgrade' } | { kind: 'space'; needed: number; available: number } | { kind: 'message'; text: string };

/** Whether the listener's plan includes offline mode, from the rights last confirmed or the profile read by the page. */
function planIncludesOffline(): boolean {
  const rights = useOfflineLibrary.getState().rights;
  if (rights) return rights.offlineMode;
  const profile = queryClient.getQueryData(profileQuery().queryKey);
  return profile ? PLANS[profile.plan].features.offlineMode : false;
}

/** A refusal of saving as the listener is told it: a Free plan with nothing bought is offered the plans. */
export function offlineProblemOf(error: unknown, fallback: string): OfflineProblem {
  if (error instanceof OfflineSpaceError) return { kind: 'space', needed: error.needed, available: error.available };
  if (isApiError(error) && error.status === 403 && !planIncludesOffline()) return { kind: 'upgrade' };
  return { kind: 'message', text: error instanceof Error && error.message ? error.message : fallback };
}
