import type { PlanName } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { oneMonthAfter } from './plan-rules';
import { SubscriptionsRepository } from './repository';

/** Tests: puts a user on a plan for the current month, as a confirmed local payment would. */
export async function grantPlan(db: Db, userId: number, plan: PlanName): Promise<void> {
  const now = new Date();
  await new SubscriptionsRepository(db).save(userId, {
    plan,
    status: 'active',
    current_period_start: now.toISOString(),
    current_period_end: oneMonthAfter(now).toISOString(),
    cancel_at_period_end: 0,
    provider: plan === 'free' ? null : 'local',
  });
}
