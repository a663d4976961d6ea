import { PLANS, type PlanName } from '@kora/shared/contracts';
import type { Fulfilment } from '../../payments/fulfilment';
import type { PaymentService } from '../../payments/payment-service';
import { oneMonthAfter } from './plan-rules';
import { SubscriptionsRepository } from './repository';

export function planDescription(plan: PlanName): string {
  return `Abonnement Kora ${PLANS[plan].label} — 1 mois`;
}

function planOfSubject(subject: Record<string, unknown>): PlanName {
  const plan = subject.plan;
  if (plan === 'starter' || plan === 'premium') return plan;
  throw new Error(`A subscription payment names no paid plan: ${String(plan)}`);
}

/**
 * A confirmed subscription payment: the plan is in force from now for one month (the provider's
 * renewals extend it), and the payment is invoiced. A replaced provider subscription is ended.
 */
function subscriptionFulfilment(payments: PaymentService): Fulfilment {
  return async ({ trx, session, subject, confirmation }) => {
    const plan = planOfSubject(subject);
    if (session.user_id === null) throw new Error('A subscription payment without a user');
    const repository = new SubscriptionsRepository(trx);
    const previous = await repository.findOfUser(session.user_id);
    const start = new Date();
    const periodStart = start.toISOString();
    const periodEnd = oneMonthAfter(start).toISOString();
    await repository.save(session.user_id, {
      plan,
      status: 'active',
      current_period_start: periodStart,
      current_period_end: periodEnd,
      cancel_at_period_end: 0,
      provider: session.provider,
      provider_customer_id: confirmation.customerId ?? previous?.provider_customer_id ?? null,
      provider_subscription_id: confirmation.subscriptionId,
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
    const replaced = previous?.provider_subscription_id;
    if (replaced && replaced !== confirmation.subscriptionId) {
      return () => payments.provider.cancelSubscriptionNow(replaced);
    }
  };
}

/** Subscription payments, and the provider's own news about subscriptions (renewals, failures, ends). */
export function registerSubscriptionFulfilment(payments: PaymentService): void {
  const registry = payments.fulfilments;
  registry.register('subscription', subscriptionFulfilment(payments));

  registry.on('subscription.changed', async (event, db) => {
    await new SubscriptionsRepository(db).updateByProviderSubscription(event.subscriptionId, {
      status: event.status,
      cancel_at_period_end: event.cancelAtPeriodEnd ? 1 : 0,
      ...(event.periodStart && { current_period_start: event.periodStart }),
      ...(event.periodEnd && { current_period_end: event.periodEnd }),
      ...(event.plan && event.plan !== 'free' && { plan: event.plan }),
      ...(event.customerId && { provider_customer_id: event.customerId }),
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
  });

  registry.on('invoice.paid', async (event, db) => {
    const repository = new SubscriptionsRepository(db);
    const row = await repository.findByProviderSubscription(event.subscriptionId);
    // Before the checkout's own confirmation arrives the subscription is not ours yet; that confirmation invoices it.
    if (!row || row.plan === 'free') return;
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
      ...(event.periodStart && { current_period_start: event.periodStart }),
      ...(event.periodEnd && { current_period_end: event.periodEnd }),
    });
  });
}
