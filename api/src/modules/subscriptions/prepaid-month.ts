import { PLANS, type PlanName } from '@kora/shared/contracts';
import type { SubscriptionRow } from '../../db/tables';
import { isPrepaid, oneMonthAfter } from './plan-rules';
import { SubscriptionsRepository, type SubscriptionChanges } from './repository';

type PaidPlan = Exclude<PlanName, 'free'>;

/** What a prepaid month changes: the subscription's period, and the month the invoice bills. */
export interface PrepaidMonth {
  periodStart: Date;
  periodEnd: Date;
  billed: { start: Date; end: Date };
}

/**
 * The month a mobile-money payment of `plan` buys, given the subscription before it. The same plan
 * still running prepaid: the month after its end (paying early never loses a day). Another plan: in
 * force now, for a month plus the prepaid days left of the other one, turned into days of this one at
 * the two monthly prices (so 10 days of Starter left become about 5 more days of Premium: what was paid
 * for them is neither lost nor given twice). Anything else (nothing running, a card plan) starts now.
 */
export function prepaidMonth(previous: SubscriptionRow | undefined, plan: PaidPlan, now: Date): PrepaidMonth {
  const runningEnd =
    previous && isPrepaid(previous) && previous.status === 'active' && previous.plan !== 'free'
      ? Date.parse(previous.current_period_end ?? '')
      : Number.NaN;
  const left = runningEnd > now.getTime() ? runningEnd - now.getTime() : 0;
  if (left > 0 && previous?.plan === plan) {
    const start = new Date(runningEnd);
    const end = oneMonthAfter(start);
    const periodStart = previous.current_period_start ? new Date(previous.current_period_start) : now;
    return { periodStart, periodEnd: end, billed: { start, end } };
  }
  const oldPlan = previous?.plan ?? 'free';
  const carried = left > 0 ? Math.floor((left * PLANS[oldPlan].priceMinor) / PLANS[plan].priceMinor) : 0;
  const end = new Date(oneMonthAfter(now).getTime() + carried);
  return { periodStart: now, periodEnd: end, billed: { start: now, end } };
}

/** Attempts at writing a prepaid month when other payments of the same user keep moving the row first. */
const ATTEMPTS = 5;

/**
 * Puts the user on `plan` for the prepaid month a mobile-money payment bought. Written only over the
 * subscription as it was read: two payments confirmed at once both count, one after the other.
 */
export async function grantPrepaidMonth(
  repository: SubscriptionsRepository,
  userId: number,
  plan: PaidPlan,
  changes: Omit<SubscriptionChanges, 'plan' | 'current_period_start' | 'current_period_end'>,
): Promise<{ month: PrepaidMonth; previous: SubscriptionRow | undefined }> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const previous = await repository.findOfUser(userId);
    const month = prepaidMonth(previous, plan, new Date());
    const written = await repository.saveIfUnchanged(userId, previous, {
      ...changes,
      plan,
      current_period_start: month.periodStart.toISOString(),
      current_period_end: month.periodEnd.toISOString(),
    });
    if (written) return { month, previous };
  }
  throw new Error(`The subscription of user ${userId} kept changing while a prepaid month was granted`);
}
