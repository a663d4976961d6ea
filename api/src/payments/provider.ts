import type { PaymentProviderName, PaymentPurpose, PlanName, SubscriptionStatus } from '@kora/shared/contracts';

/** Who pays: our user, and their customer id at the provider once known. */
export interface PayingCustomer {
  userId: number;
  email: string;
  providerCustomerId: string | null;
}

export interface CheckoutRequest {
  /** Our payment session id; the provider's confirmation names it again. */
  paymentSessionId: string;
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: string;
  /** What is bought, as the buyer reads it on the checkout page. */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customer: PayingCustomer;
  metadata: Record<string, string>;
  idempotencyKey: string;
  /** Charged again every month (subscriptions). */
  recurring: boolean;
}

export interface ProviderCheckout {
  providerSessionId: string;
  /** The page to send the browser to. */
  url: string;
}

export type PaymentIntentRequest = Omit<CheckoutRequest, 'successUrl' | 'cancelUrl' | 'recurring'>;

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  /** A page where the payment can be completed (the local test checkout), when the provider has one. */
  url: string | null;
}

export interface PortalRequest {
  customer: PayingCustomer;
  returnUrl: string;
}

/** A subscription as the provider reports it. */
export interface ProviderSubscriptionState {
  subscriptionId: string;
  customerId: string | null;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  /** The plan named in the subscription's metadata, when any. */
  plan: PlanName | null;
}

export interface PlanPrice {
  plan: PlanName;
  amountMinor: number;
  currency: string;
  description: string;
}

export interface PlanUpgrade {
  charged: boolean;
  state: ProviderSubscriptionState;
}

/** What a verified webhook says, in the provider's neutral words. */
export type PaymentEvent =
  | {
      type: 'payment.succeeded';
      eventId: string;
      providerSessionId: string;
      /** Our session id when the provider echoes it. */
      paymentSessionId: string | null;
      customerId: string | null;
      subscriptionId: string | null;
      invoiceId: string | null;
    }
  | {
      type: 'payment.failed' | 'payment.expired';
      eventId: string;
      providerSessionId: string;
      paymentSessionId: string | null;
    }
  | ({ type: 'subscription.changed'; eventId: string } & ProviderSubscriptionState)
  | { type: 'subscription.ended'; eventId: string; subscriptionId: string }
  | {
      type: 'invoice.paid';
      eventId: string;
      invoiceId: string;
      subscriptionId: string;
      amountMinor: number;
      currency: string;
      periodStart: string | null;
      periodEnd: string | null;
    }
  | { type: 'invoice.failed'; eventId: string; subscriptionId: string }
  | { type: 'ignored'; eventId: string; providerType: string };

export type PaymentEventType = PaymentEvent['type'];

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A webhook whose signature does not verify (answered 400, never processed). */
export class WebhookSignatureError extends Error {
  constructor(message = 'Signature du webhook invalide.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The card providers' names (mobile money's are in mobile-money/mobile-money-provider.ts). */
export type CardProviderName = Extract<PaymentProviderName, 'local' | 'stripe'>;

/** One card payment provider: the built-in test checkout (`local`) or Stripe. */
export interface PaymentProvider {
  readonly name: CardProviderName;
  /** Key for the browser's provider script (Stripe's pk_…), null when there is none. */
  readonly publishableKey: string | null;
  createCheckoutSession(request: CheckoutRequest): Promise<ProviderCheckout>;
  createPaymentIntent(request: PaymentIntentRequest): Promise<ProviderPaymentIntent>;
  openBillingPortal(request: PortalRequest): Promise<{ url: string }>;
  /** Verifies the signature, then reads the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent>;
  /** Sets or clears cancellation at period end; null when the provider keeps no subscription (local). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscriptionState | null>;
  /**
   * Moves a subscription to a higher plan now and charges the prorated difference at once. `charged`
   * false: the charge failed and the subscription stays as it was. null when the provider keeps no
   * subscription (local).
   */
  upgradeSubscription(subscriptionId: string, price: PlanPrice): Promise<PlanUpgrade | null>;
  /** Bills the next periods at a lower plan's price, nothing now; null when the provider keeps no subscription. */
  scheduleSubscriptionPlan(subscriptionId: string, price: PlanPrice): Promise<ProviderSubscriptionState | null>;
  /** Ends a subscription at once (replaced by a new checkout). */
  cancelSubscriptionNow(subscriptionId: string): Promise<void>;
  /** Gives a confirmed payment back in full (once: a second call for the same payment changes nothing). */
  refundPayment(providerSessionId: string, reason: string): Promise<void>;
}
