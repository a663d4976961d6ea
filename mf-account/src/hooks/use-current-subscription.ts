import { selectSignedIn, useQuery, useSessionStore, type UseQueryResult } from '@kora/shared';
import type { Plan, Subscription } from '@kora/shared/contracts';
import { getCurrentSubscription } from '../api';
import { FREE_PLAN } from '../lib/plans';
import { accountQueries } from '../queries';

export interface CurrentSubscription {
  plan: Plan;
  subscription: Subscription | null;
}

const FREE: CurrentSubscription = { plan: FREE_PLAN, subscription: null };

/** The plan in force; free when nobody is signed in, or the answer is not OK, or the call fails (§4). */
export async function loadCurrentSubscription(signal?: AbortSignal): Promise<CurrentSubscription> {
  if (!selectSignedIn(useSessionStore.getState())) return FREE;
  try {
    const { data } = await getCurrentSubscription(signal);
    return data?.currentPlan ? { plan: data.currentPlan, subscription: data.subscription ?? null } : FREE;
  } catch (error) {
    if (signal?.aborted) throw error;
    return FREE;
  }
}

export function useCurrentSubscription(): UseQueryResult<CurrentSubscription> {
  return useQuery(accountQueries.subscription());
}
