import Stripe from 'stripe';
import type { StripeSettings } from '../config';
import { HttpError } from '../http/errors';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentIntentRequest,
  type PaymentProvider,
  type PlanPrice,
  type PlanUpgrade,
  type PortalRequest,
  type ProviderCheckout,
  type ProviderPaymentIntent,
  type ProviderSubscriptionState,
  type WebhookHeaders,
} from './provider';
import { paymentEventFromStripe, subscriptionStateOf } from './stripe-events';

/** A Stripe client for the settings: Stripe's API, or another address (a local fake) when set. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

function metadataOf(request: PaymentIntentRequest): Record<string, string> {
  return {
    ...request.metadata,
    paymentSessionId: request.paymentSessionId,
    purpose: request.purpose,
    userId: String(request.customer.userId),
  };
}

/** Stripe Checkout, the billing portal and signature-verified webhooks, through the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
    readonly publishableKey: string | null,
  ) {}

  async createCheckoutSession(request: CheckoutRequest): Promise<ProviderCheckout> {
    const metadata = metadataOf(request);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: request.recurring ? 'subscription' : 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: request.amountMinor,
              product_data: { name: request.description },
              ...(request.recurring && { recurring: { interval: 'month' as const } }),
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.paymentSessionId,
        locale: 'fr',
        metadata,
        ...(request.customer.providerCustomerId
          ? { customer: request.customer.providerCustomerId }
          : { customer_email: request.customer.email }),
        ...(request.recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new HttpError(502, 'Erreur lors de la création de la session de paiement');
    return { providerSessionId: session.id, url: session.url };
  }

  async createPaymentIntent(request: PaymentIntentRequest): Promise<ProviderPaymentIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountMinor,
        currency: request.currency.toLowerCase(),
        description: request.description,
        metadata: metadataOf(request),
        automatic_payment_methods: { enabled: true },
        ...(request.customer.providerCustomerId && { customer: request.customer.providerCustomerId }),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!intent.client_secret) throw new HttpError(502, 'Erreur lors de la création du paiement');
    return { id: intent.id, clientSecret: intent.client_secret, url: null };
  }

  async openBillingPortal(request: PortalRequest): Promise<{ url: string }> {
    if (!request.customer.providerCustomerId) {
      throw new HttpError(409, "Aucun compte de facturation : souscrivez d'abord un forfait.");
    }
    const session = await this.stripe.billingPortal.sessions.create({
      customer: request.customer.providerCustomerId,
      return_url: request.returnUrl,
    });
    return { url: session.url };
  }

  async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
    const signature = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        Array.isArray(signature) ? signature[0] : (signature ?? ''),
        this.webhookSecret,
      );
    } catch {
      throw new WebhookSignatureError();
    }
    return paymentEventFromStripe(event);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscriptionState> {
    return subscriptionStateOf(
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
  }

  private async movePrice(
    subscriptionId: string,
    price: PlanPrice,
    billing: Pick<Stripe.SubscriptionUpdateParams, 'proration_behavior' | 'payment_behavior'>,
  ): Promise<Stripe.Subscription> {
    const current = await this.stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    const product = item.price.product;
    return this.stripe.subscriptions.update(subscriptionId, {
      ...billing,
      items: [
        {
          id: item.id,
          price_data: {
            currency: price.currency.toLowerCase(),
            unit_amount: price.amountMinor,
            recurring: { interval: 'month' },
            product: typeof product === 'string' ? product : product.id,
          },
        },
      ],
    });
  }

  /** The new price with an invoice for the prorated difference, paid now or not applied at all (a pending update). */
  async upgradeSubscription(subscriptionId: string, price: PlanPrice): Promise<PlanUpgrade> {
    const moved = await this.movePrice(subscriptionId, price, {
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    if (moved.pending_update) return { charged: false, state: subscriptionStateOf(moved) };
    // Pending updates take no metadata: the plan is named once the change is paid and applied.
    const named = await this.stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: false,
      metadata: { ...moved.metadata, plan: price.plan },
    });
    return { charged: true, state: subscriptionStateOf(named) };
  }

  async scheduleSubscriptionPlan(subscriptionId: string, price: PlanPrice): Promise<ProviderSubscriptionState> {
    const moved = await this.movePrice(subscriptionId, price, { proration_behavior: 'none' });
    return subscriptionStateOf(
      await this.stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: false,
        metadata: { ...moved.metadata, plan: price.plan },
      }),
    );
  }

  async cancelSubscriptionNow(subscriptionId: string): Promise<void> {
    await this.stripe.subscriptions.cancel(subscriptionId);
  }

  async refundPayment(providerSessionId: string, reason: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: providerSessionId, reason: 'requested_by_customer', metadata: { reason } },
      { idempotencyKey: `refund-${providerSessionId}` },
    );
  }
}
