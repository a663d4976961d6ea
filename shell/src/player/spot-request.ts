import { http, profileQuery, queryClient, selectSignedIn, useSessionStore } from '@kora/shared';
import type { AdSpot } from '@kora/shared/contracts';
import { nextAdSpot } from '@kora/shared/contracts/endpoints';
import { PLANS } from '@kora/shared/contracts/plain';
import { listenerHeaders } from './listener-headers';

export { reportHeard, SpotPanel } from './spot-panel';

/** A signed-in listener's plan may have no ads (Starter, Premium); a visitor's is the server's to say. */
async function planMayHaveAds(): Promise<boolean> {
  if (!selectSignedIn(useSessionStore.getState())) return true;
  const profile = await queryClient.fetchQuery(profileQuery({ background: true }));
  return PLANS[profile.plan].features.audioPlayback.withAds;
}

/** The spot due now; null when none is, or whenever anything fails. */
export async function dueSpot(): Promise<AdSpot | null> {
  try {
    if (!(await planMayHaveAds())) return null;
    return (await http.call(nextAdSpot, {}, { headers: listenerHeaders(), background: true })) ?? null;
  } catch {
    return null;
  }
}
