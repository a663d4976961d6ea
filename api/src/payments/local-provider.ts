import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOCAL_SIGNATURE_HEADER, signLocalPayload, verifyLocalSignature } from './local-signature';
import type { PortalTokens } from './portal-tokens';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentIntentRequest,
  type PaymentProvider,
  type PortalRequest,
  type ProviderCheckout,
  type ProviderPaymentIntent,
  type WebhookHeaders,
} from './provider';

const CLIENT_SECRET_SEPARATOR = '_secret_';

/** The events the local checkout page reports, in the shape its webhook carries. */
export interface LocalEventBody {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.expired';
  data: { sessionId: string };
}

export interface SignedWebhook {
  rawBody: Buffer;
  headers: WebhookHeaders;
}

/**
 * The built-in test provider: the API's own checkout page (`/api/payments/checkout/{id}`) and billing
 * portal (`/api/subscription/portal?token=…`). It keeps no subscriptions of its own: our database is
 * the record. Its confirmations are signed webhooks, processed like any provider's.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;

  constructor(
    private readonly publicUrl: string,
    private readonly signingSecret: string,
    private readonly portalTokens: PortalTokens,
  ) {}

  checkoutPageUrl(paymentSessionId: string): string {
    return `${this.publicUrl}/api/payments/checkout/${encodeURIComponent(paymentSessionId)}`;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<ProviderCheckout> {
    return { providerSessionId: request.paymentSessionId, url: this.checkoutPageUrl(request.paymentSessionId) };
  }

  private proofOf(paymentSessionId: string): string {
    return createHmac('sha256', this.signingSecret).update(paymentSessionId).digest('base64url');
  }

  async createPaymentIntent(request: PaymentIntentRequest): Promise<ProviderPaymentIntent> {
    return {
      id: request.paymentSessionId,
      clientSecret: `${request.paymentSessionId}${CLIENT_SECRET_SEPARATOR}${this.proofOf(request.paymentSessionId)}`,
      url: this.checkoutPageUrl(request.paymentSessionId),
    };
  }

  /** The payment session a client secret of ours opens, or null when its proof does not verify. */
  sessionOfClientSecret(clientSecret: string): string | null {
    const at = clientSecret.lastIndexOf(CLIENT_SECRET_SEPARATOR);
    if (at <= 0) return null;
    const sessionId = clientSecret.slice(0, at);
    const proof = Buffer.from(clientSecret.slice(at + CLIENT_SECRET_SEPARATOR.length));
    const expected = Buffer.from(this.proofOf(sessionId));
    return proof.length === expected.length && timingSafeEqual(proof, expected) ? sessionId : null;
  }

  async openBillingPortal(request: PortalRequest): Promise<{ url: string }> {
    const token = await this.portalTokens.sign({ userId: request.customer.userId, returnUrl: request.returnUrl });
    return { url: `${this.publicUrl}/api/subscription/portal?token=${encodeURIComponent(token)}` };
  }

  /** A confirmation from the checkout page, signed as the webhook endpoint expects it. */
  signedEvent(type: LocalEventBody['type'], sessionId: string): SignedWebhook {
    const body: LocalEventBody = { id: `evt_local_${randomBytes(12).toString('hex')}`, type, data: { sessionId } };
    const payload = JSON.stringify(body);
    return {
      rawBody: Buffer.from(payload),
      headers: { [LOCAL_SIGNATURE_HEADER]: signLocalPayload(this.signingSecret, payload) },
    };
  }

  async parseWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
    const payload = rawBody.toString('utf8');
    const header = headers[LOCAL_SIGNATURE_HEADER];
    if (!verifyLocalSignature(this.signingSecret, payload, Array.isArray(header) ? header[0] : header)) {
      throw new WebhookSignatureError();
    }
    const body = JSON.parse(payload) as LocalEventBody;
    const sessionId = String(body.data?.sessionId ?? '');
    switch (body.type) {
      case 'checkout.session.completed':
        return {
          type: 'payment.succeeded',
          eventId: body.id,
          providerSessionId: sessionId,
          paymentSessionId: sessionId,
          customerId: null,
          subscriptionId: null,
          invoiceId: null,
        };
      case 'checkout.session.expired':
        return { type: 'payment.expired', eventId: body.id, providerSessionId: sessionId, paymentSessionId: sessionId };
      default:
        return { type: 'ignored', eventId: String(body.id), providerType: String(body.type) };
    }
  }

  async setCancelAtPeriodEnd(): Promise<null> {
    return null;
  }

  async upgradeSubscription(): Promise<null> {
    return null;
  }

  async scheduleSubscriptionPlan(): Promise<null> {
    return null;
  }

  async cancelSubscriptionNow(): Promise<void> {}

  /** The test checkout moves no money: there is nothing to give back. */
  async refundPayment(): Promise<void> {}
}
