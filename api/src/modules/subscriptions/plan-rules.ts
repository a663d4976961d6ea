import { PLAN_ORDER, PLANS, type FeatureName, type PlanName, type Subscription } from '@kora/shared/contracts';
import type { SubscriptionRow } from '../../db/tables';

/** A plan gives a feature when it is true, enabled, a limit other than 0 or a discount above 0. */
export function featureEnabled(plan: PlanName, feature: FeatureName): boolean {
  const value: unknown = PLANS[plan].features[feature];
  if (typeof value === 'boolean') return value;
  if (value && typeof value === 'object') {
    if ('enabled' in value) return Boolean(value.enabled);
    if ('limit' in value) return value.limit !== 0;
    if ('discount' in value) return Number(value.discount) > 0;
  }
  return false;
}

/** The lowest plan that gives the feature. */
export function requiredPlanFor(feature: FeatureName): PlanName {
  return PLAN_ORDER.find((plan) => featureEnabled(plan, feature)) ?? 'premium';
}

function periodOver(row: SubscriptionRow, now: Date): boolean {
  return row.current_period_end !== null && Date.parse(row.current_period_end) <= now.getTime();
}

/**
 * The plan in force: the paid plan while active or past due, until a scheduled cancellation's end; a
 * scheduled downgrade from the period's end on (before the renewal job has written it).
 */
export function effectivePlan(row: SubscriptionRow | undefined, now = new Date()): PlanName {
  if (!row || (row.status !== 'active' && row.status !== 'past_due')) return 'free';
  if (row.cancel_at_period_end === 1 && periodOver(row, now)) return 'free';
  if (row.scheduled_plan && periodOver(row, now)) return row.scheduled_plan;
  return row.plan;
}

/** From lowest to highest: free, starter, premium. */
export function isUpgrade(from: PlanName, to: PlanName): boolean {
  return PLAN_ORDER.indexOf(to) > PLAN_ORDER.indexOf(from);
}

/** The paid subscription as answers show it; null for someone who never paid for a plan. */
export function subscriptionView(row: SubscriptionRow | undefined, now = new Date()): Subscription | null {
  if (!row || row.plan === 'free') return null;
  const ended = row.cancel_at_period_end === 1 && periodOver(row, now);
  const downgraded = row.scheduled_plan !== null && periodOver(row, now);
  return {
    plan: downgraded && row.scheduled_plan ? row.scheduled_plan : row.plan,
    status: ended ? 'canceled' : row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    provider: row.provider === 'local' || row.provider === 'stripe' ? row.provider : null,
    scheduledPlan: ended || downgraded ? null : row.scheduled_plan,
  };
}

/** Same day next month (clamped to the month's last day). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
