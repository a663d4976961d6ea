import { OFFLINE_RIGHTS_DAYS, PLANS, type OfflineRights } from '@kora/shared/contracts';
import type { AuthUser } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { PurchasesRepository } from '../purchases/purchases-repository';
import { planOfUser } from '../subscriptions/require-feature';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rights a device keeps its saved copies under: the plan's offline mode, the tracks bought, until when. */
export async function offlineRightsOf(db: Db, user: AuthUser, now = new Date()): Promise<OfflineRights> {
  const [plan, purchased] = await Promise.all([
    planOfUser(db, user.id),
    new PurchasesRepository(db).purchasedTracks(user.id),
  ]);
  return {
    username: user.username,
    plan,
    offlineMode: PLANS[plan].features.offlineMode,
    checkedAt: now.toISOString(),
    recheckBefore: new Date(now.getTime() + OFFLINE_RIGHTS_DAYS * DAY_MS).toISOString(),
    purchasedTrackIds: purchased.map((track) => track.trackId),
  };
}
