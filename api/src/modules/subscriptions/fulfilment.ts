import { PLANS, type PlanName } from '@kora/shared/contracts';
import type { Fulfilment } from '../../payments/fulfilment';
import type { PaymentService } from '../../payments/payment-service';
import { notifyPlanPaymentDeclined, notifyPlanRenewed, notifyProviderRenewal } from './plan-notices';
import { oneMonthAfter } from './plan-rules';
import { grantPrepaidMonth } from './prepaid-month';
import type { SubscriptionRow } from '../../db/tables';
import { SubscriptionsRepository, type SubscriptionChanges } from './repository';

export function planDescription(plan: PlanName): string {
  return `Abonnement Kora ${PLANS[plan].label} — 1 mois`;
}

function planOfSubject(subject: Record<string, unknown>): Exclude<PlanName, 'free'> {
  const plan = subject.plan;
  if (plan === 'starter' || plan === 'premium') return plan;
  throw new Error(`A subscription payment names no paid plan: ${String(plan)}`);
}

/** A renewal's period follows the one paid before (subject.periodStart); a checkout's starts now. */
function periodStartOf(subject: Record<string, unknown>): Date {
  const start = typeof subject.periodStart === 'string' ? new Date(subject.periodStart) : null;
  return start && !Number.isNaN(start.getTime()) ? start : new Date();
}

/**
 * A plan paid by mobile money: a prepaid month (prepaid-month.ts), never renewed by itself, and its
 * invoice for the month bought. A provider subscription it replaces is ended.
 */
const prepaidFulfilment =
  (payments: PaymentService): Fulfilment =>
  async ({ trx, session, subject }) => {
    const plan = planOfSubject(subject);
    if (session.user_id === null) throw new Error('A subscription payment without a user');
    const repository = new SubscriptionsRepository(trx);
    const { month, previous } = await grantPrepaidMonth(repository, session.user_id, plan, {
      status: 'active',
      cancel_at_period_end: 0,
      scheduled_plan: null,
      renewal_claimed_until: null,
      provider: session.provider,
      provider_subscription_id: null,
      payment_method: 'mobile_money',
    });
    await repository.addInvoice({
      userId: session.user_id,
      paymentSessionId: session.id,
      providerInvoiceId: null,
      plan,
      description: planDescription(plan),
      amountMinor: session.amount_minor,
      currency: session.currency,
      periodStart: month.billed.start.toISOString(),
      periodEnd: month.billed.end.toISOString(),
    });
    const replaced = previous?.provider_subscription_id;
    if (replaced) return () => payments.provider.cancelSubscriptionNow(replaced);
  };

/**
 * A confirmed subscription payment: the plan is in force for one month (from now, or from the end of
 * the period it renews; the provider's renewals extend it), and the payment is invoiced. A replaced
 * provider subscription is ended. By mobile money, a prepaid month.
 */
function subscriptionFulfilment(payments: PaymentService): Fulfilment {
  const prepaid = prepaidFulfilment(payments);
  return async (paid) => {
    if (paid.session.method === 'mobile_money') return prepaid(paid);
    const { trx, session, subject, confirmation } = paid;
    const plan = planOfSubject(subject);
    if (session.user_id === null) throw new Error('A subscription payment without a user');
    const repository = new SubscriptionsRepository(trx);
    const previous = await repository.findOfUser(session.user_id);
    const start = periodStartOf(subject);
    const periodStart = start.toISOString();
    const periodEnd = oneMonthAfter(start).toISOString();
    await repository.save(session.user_id, {
      plan,
      status: 'active',
      current_period_start: periodStart,
      current_period_end: periodEnd,
      cancel_at_period_end: 0,
      scheduled_plan: null,
      renewal_claimed_until: null,
      provider: session.provider,
      provider_customer_id: confirmation.customerId ?? previous?.provider_customer_id ?? null,
      provider_subscription_id: confirmation.subscriptionId,
      payment_method: 'card',
    });
    await repository.addInvoice({
      userId: session.user_id,
      paymentSessionId: session.id,
      providerInvoiceId: confirmation.invoiceId,
      plan,
      description: planDescription(plan),
      amountMinor: session.amount_minor,
      currency: session.currency,
      periodStart,
      periodEnd,
    });
    if (typeof subject.periodStart === 'string') await notifyPlanRenewed(trx, session, { plan, until: periodEnd });
    const replaced = previous?.provider_subscription_id;
    if (replaced && replaced !== confirmation.subscriptionId) {
      return () => payments.provider.cancelSubscriptionNow(replaced);
    }
  };
}

/**
 * What a provider's news changes of the period and the plan. A downgrade waits for the period's end:
 * until a new period starts the plan stays, whatever price the provider already bills; then the
 * scheduled plan is in force.
 */
function periodNews(
  row: SubscriptionRow,
  news: { periodStart: string | null; periodEnd: string | null; plan: PlanName | null },
): SubscriptionChanges {
  const newPeriod =
    news.periodStart !== null &&
    row.current_period_end !== null &&
    Date.parse(news.periodStart) >= Date.parse(row.current_period_end);
  const plan = row.scheduled_plan
    ? newPeriod
      ? { plan: row.scheduled_plan, scheduled_plan: null }
      : {}
    : news.plan && news.plan !== 'free'
      ? { plan: news.plan }
      : {};
  return {
    ...(news.periodStart && { current_period_start: news.periodStart }),
    ...(news.periodEnd && { current_period_end: news.periodEnd }),
    ...plan,
  };
}

/** Subscription payments, and the provider's own news about subscriptions (renewals, failures, ends). */
export function registerSubscriptionFulfilment(payments: PaymentService): void {
  const registry = payments.fulfilments;
  registry.register('subscription', subscriptionFulfilment(payments));

  registry.on('subscription.changed', async (event, db) => {
    const repository = new SubscriptionsRepository(db);
    const row = await repository.findByProviderSubscription(event.subscriptionId);
    if (!row) return;
    await repository.updateByProviderSubscription(event.subscriptionId, {
      status: event.status,
      cancel_at_period_end: event.cancelAtPeriodEnd ? 1 : 0,
      ...(event.customerId && { provider_customer_id: event.customerId }),
      ...periodNews(row, event),
    });
  });

  registry.on('subscription.ended', async (event, db) => {
    await new SubscriptionsRepository(db).updateByProviderSubscription(event.subscriptionId, {
      status: 'canceled',
      cancel_at_period_end: 0,
    });
  });

  registry.on('invoice.failed', async (event, db) => {
    await new SubscriptionsRepository(db).updateByProviderSubscription(event.subscriptionId, { status: 'past_due' });
    await notifyPlanPaymentDeclined(db, event);
  });

  registry.on('invoice.paid', async (event, db) => {
    const repository = new SubscriptionsRepository(db);
    const row = await repository.findByProviderSubscription(event.subscriptionId);
    // Before the checkout's own confirmation arrives the subscription is not ours yet; that confirmation invoices it.
    if (!row || row.plan === 'free') return;
    await notifyProviderRenewal(db, row, event);
    await repository.addInvoice({
      userId: row.user_id,
      paymentSessionId: null,
      providerInvoiceId: event.invoiceId,
      plan: row.plan,
      description: planDescription(row.plan),
      amountMinor: event.amountMinor,
      currency: event.currency,
      periodStart: event.periodStart,
      periodEnd: event.periodEnd,
    });
    await repository.updateByProviderSubscription(event.subscriptionId, {
      status: 'active',
      ...periodNews(row, { ...event, plan: null }),
    });
  });
}
