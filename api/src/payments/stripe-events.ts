import { PLAN_NAMES, PLANS, type PlanName, type SubscriptionStatus } from '@kora/shared/contracts';
import type Stripe from 'stripe';
import type { PaymentEvent, ProviderSubscriptionState } from './provider';

type Expandable = string | { id: string } | null | undefined;

function idOf(value: Expandable): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function isoFromUnix(seconds: number | null | undefined): string | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
}

function planFrom(metadata: Stripe.Metadata | null | undefined): PlanName | null {
  const plan = metadata?.plan;
  return plan && (PLAN_NAMES as readonly string[]).includes(plan) ? (plan as PlanName) : null;
}

/** The paid plan a subscription item's price is billed at (a change applied after a retried payment names no plan). */
function planOfPrice(price: Stripe.Price | undefined): PlanName | null {
  if (!price || typeof price.unit_amount !== 'number') return null;
  const paid = PLAN_NAMES.filter((name) => PLANS[name].priceMinor > 0);
  return (
    paid.find(
      (name) =>
        PLANS[name].priceMinor === price.unit_amount &&
        PLANS[name].currency.toLowerCase() === String(price.currency ?? PLANS[name].currency).toLowerCase(),
    ) ?? null
  );
}

/** Stripe's subscription statuses in our four words. */
export function subscriptionStatusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

export function subscriptionStateOf(subscription: Stripe.Subscription): ProviderSubscriptionState {
  const item = subscription.items?.data?.[0];
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscriptionStatusOf(subscription.status),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    periodStart: isoFromUnix(item?.current_period_start),
    periodEnd: isoFromUnix(item?.current_period_end),
    plan: planOfPrice(item?.price) ?? planFrom(subscription.metadata),
  };
}

function checkoutSucceeded(eventId: string, session: Stripe.Checkout.Session): PaymentEvent {
  return {
    type: 'payment.succeeded',
    eventId,
    providerSessionId: session.id,
    paymentSessionId: session.client_reference_id ?? session.metadata?.paymentSessionId ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    invoiceId: idOf(session.invoice),
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** A verified Stripe event in the provider-neutral words the fulfilment code understands. */
export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { type: 'ignored', eventId: event.id, providerType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const settled = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return settled ? checkoutSucceeded(event.id, session) : ignored;
    }
    case 'checkout.session.async_payment_succeeded':
      return checkoutSucceeded(event.id, event.data.object);
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        type: event.type === 'checkout.session.expired' ? 'payment.expired' : 'payment.failed',
        eventId: event.id,
        providerSessionId: session.id,
        paymentSessionId: session.client_reference_id ?? null,
      };
    }
    // Payments confirmed in the page with Stripe Elements (store orders). A declined card is not an end:
    // the buyer may try another card on the same intent, so payment_failed keeps the reservation.
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return {
        type: 'payment.succeeded',
        eventId: event.id,
        providerSessionId: intent.id,
        paymentSessionId: intent.metadata?.paymentSessionId ?? null,
        customerId: idOf(intent.customer),
        subscriptionId: null,
        invoiceId: null,
      };
    }
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      return {
        type: 'payment.expired',
        eventId: event.id,
        providerSessionId: intent.id,
        paymentSessionId: intent.metadata?.paymentSessionId ?? null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return { type: 'subscription.changed', eventId: event.id, ...subscriptionStateOf(event.data.object) };
    case 'customer.subscription.deleted':
      return { type: 'subscription.ended', eventId: event.id, subscriptionId: event.data.object.id };
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId || !invoice.id) return ignored;
      const period = invoice.lines?.data?.[0]?.period;
      return {
        type: 'invoice.paid',
        eventId: event.id,
        invoiceId: invoice.id,
        subscriptionId,
        amountMinor: invoice.amount_paid,
        currency: invoice.currency.toUpperCase(),
        periodStart: isoFromUnix(period?.start),
        periodEnd: isoFromUnix(period?.end),
      };
    }
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(event.data.object);
      return subscriptionId ? { type: 'invoice.failed', eventId: event.id, subscriptionId } : ignored;
    }
    default:
      return ignored;
  }
}
