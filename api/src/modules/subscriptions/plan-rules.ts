import {
  PLAN_ORDER,
  PLANS,
  type FeatureName,
  type PaymentProviderName,
  type PlanName,
  type Subscription,
} from '@kora/shared/contracts';
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

/** A plan paid by mobile money: a prepaid period, never renewed by itself. */
export function isPrepaid(row: Pick<SubscriptionRow, 'payment_method'> | undefined): boolean {
  return row?.payment_method === 'mobile_money';
}

/** Ends at its period's end whatever the renewal job has done yet: cancelled, or prepaid. */
function endsAtPeriodEnd(row: SubscriptionRow): boolean {
  return row.cancel_at_period_end === 1 || isPrepaid(row);
}

/**
 * The plan in force: the paid plan while active or past due, until a scheduled cancellation's or a
 * prepaid period's end; a scheduled downgrade from the period's end on (before the renewal job has
 * written it).
 */
export function effectivePlan(row: SubscriptionRow | undefined, now = new Date()): PlanName {
  if (!row || (row.status !== 'active' && row.status !== 'past_due')) return 'free';
  if (endsAtPeriodEnd(row) && periodOver(row, now)) return 'free';
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
  const ended = endsAtPeriodEnd(row) && periodOver(row, now);
  const downgraded = row.scheduled_plan !== null && periodOver(row, now);
  return {
    plan: downgraded && row.scheduled_plan ? row.scheduled_plan : row.plan,
    status: ended ? 'canceled' : row.status,
    currentPeriodStart: row.current_period_start,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end === 1,
    provider: isPaymentProviderName(row.provider) ? row.provider : null,
    scheduledPlan: ended || downgraded ? null : row.scheduled_plan,
    paymentMethod: row.payment_method,
    prepaid: isPrepaid(row),
  };
}

const PROVIDER_NAMES: readonly PaymentProviderName[] = ['local', 'stripe', 'cinetpay', 'simulator'];

function isPaymentProviderName(value: string | null): value is PaymentProviderName {
  return (PROVIDER_NAMES as readonly (string | null)[]).includes(value);
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
