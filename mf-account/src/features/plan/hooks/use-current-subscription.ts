import { read, selectSignedIn, useQuery, useSessionStore } from '@kora/shared';
import type { CurrentSubscriptionResponse, Plan, Subscription } from '@kora/shared/contracts';
import { currentSubscription } from '@kora/shared/contracts/endpoints';
import { FREE_PLAN } from '../../../common/lib/plans';

export interface CurrentSubscription {
  plan: Plan;
  subscription: Subscription | null;
}

export interface CurrentSubscriptionRead {
  /** undefined while it is read. */
  current: CurrentSubscription | undefined;
  /** Reads it again, after the plan changed. */
  reload: () => void;
}

const FREE: CurrentSubscription = { plan: FREE_PLAN, subscription: null };

/** The answer's plan, free when the answer is not what the contract says (no plan, not JSON). */
function planInForce(answer: CurrentSubscriptionResponse | null | undefined): CurrentSubscription {
  const state = answer?.data;
  return state?.currentPlan ? { plan: state.currentPlan, subscription: state.subscription ?? null } : FREE;
}

/**
 * The plan in force; free when nobody is signed in, or the answer is not OK, or the call fails (§4). The
 * read is the endpoint's own, so the account shares it with every app that asks for the plan.
 */
export function useCurrentSubscription(): CurrentSubscriptionRead {
  const signedIn = useSessionStore(selectSignedIn);
  const query = useQuery({ ...read(currentSubscription), enabled: signedIn, select: planInForce });
  return {
    current: !signedIn || query.isError ? FREE : query.data,
    reload: () => void query.refetch(),
  };
}
