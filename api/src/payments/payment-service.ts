import { randomBytes } from 'node:crypto';
import type { CheckoutSession, PaymentPurpose } from '@kora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { PaymentSessionRow } from '../db/tables';
import { conflict, HttpError } from '../http/errors';
import { FulfilmentRegistry, type PaymentConfirmation } from './fulfilment';
import type { PayingCustomer, PaymentEvent, PaymentProvider, ProviderPaymentIntent, WebhookHeaders } from './provider';
import { PaymentSessionsRepository, subjectOf } from './sessions-repository';

export const CHECKOUT_FAILED = 'Erreur lors de la création de la session de paiement';

export interface PaymentRequest {
  purpose: PaymentPurpose;
  customer: PayingCustomer;
  amountMinor: number;
  currency: string;
  description: string;
  /** What is bought, kept with the session and handed to the fulfilment (e.g. { trackId: 3 }). */
  subject: Record<string, string | number>;
  /** A caller's key: the same key answers the same session instead of a second one. */
  idempotencyKey?: string;
}

export interface CheckoutStart extends PaymentRequest {
  successUrl: string;
  cancelUrl: string;
  recurring?: boolean;
}

export type ConfirmationOutcome = 'fulfilled' | 'already-fulfilled' | 'unknown-session';

function newSessionId(): string {
  return `ps_${randomBytes(18).toString('base64url')}`;
}

/**
 * Payments for every purpose: opens checkouts and payment intents at the provider, and grants what was
 * paid for only when the provider confirms it (webhook, or the local checkout's own signed confirmation),
 * exactly once per session.
 */
export class PaymentService {
  readonly sessions: PaymentSessionsRepository;

  constructor(
    private readonly db: Db,
    readonly provider: PaymentProvider,
    readonly fulfilments: FulfilmentRegistry,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sessions = new PaymentSessionsRepository(db);
  }

  private async reuse(request: PaymentRequest): Promise<PaymentSessionRow | null> {
    if (!request.idempotencyKey) return null;
    const existing = await this.sessions.findByIdempotencyKey(this.scopedKey(request));
    if (!existing) return null;
    const same =
      existing.purpose === request.purpose &&
      existing.amount_minor === request.amountMinor &&
      existing.currency === request.currency &&
      existing.subject === JSON.stringify({ description: request.description, ...request.subject });
    if (!same) throw conflict("Cette clé d'idempotence a déjà servi pour un autre paiement.");
    return existing;
  }

  private scopedKey(request: PaymentRequest): string {
    return `${request.customer.userId}:${request.idempotencyKey ?? randomBytes(16).toString('hex')}`;
  }

  private async open(
    request: PaymentRequest,
    urls: { successUrl: string | null; cancelUrl: string | null },
  ): Promise<PaymentSessionRow> {
    return this.sessions.create({
      publicId: newSessionId(),
      userId: request.customer.userId,
      provider: this.provider.name,
      purpose: request.purpose,
      amountMinor: request.amountMinor,
      currency: request.currency,
      subject: { description: request.description, ...request.subject },
      idempotencyKey: this.scopedKey(request),
      ...urls,
    });
  }

  private checkoutOf(session: PaymentSessionRow): CheckoutSession {
    return {
      sessionId: session.provider_session_id ?? session.public_id,
      checkoutUrl: session.checkout_url ?? '',
      provider: session.provider,
      publishableKey: this.provider.publishableKey,
    };
  }

  private async atProvider<T>(session: PaymentSessionRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      await this.sessions.close(session.id, 'failed');
      if (error instanceof HttpError) throw error;
      this.log.error({ err: error, paymentSession: session.public_id }, 'payment provider call failed');
      throw new HttpError(502, CHECKOUT_FAILED);
    }
  }

  /** Opens a checkout at the provider: where to send the buyer. */
  async startCheckout(request: CheckoutStart): Promise<{ session: PaymentSessionRow; checkout: CheckoutSession }> {
    const reused = await this.reuse(request);
    if (reused?.provider_session_id) return { session: reused, checkout: this.checkoutOf(reused) };
    const session =
      reused ?? (await this.open(request, { successUrl: request.successUrl, cancelUrl: request.cancelUrl }));
    const created = await this.atProvider(session, () =>
      this.provider.createCheckoutSession({
        paymentSessionId: session.public_id,
        purpose: request.purpose,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        customer: request.customer,
        metadata: Object.fromEntries(Object.entries(request.subject).map(([key, value]) => [key, String(value)])),
        idempotencyKey: session.idempotency_key ?? session.public_id,
        recurring: request.recurring ?? false,
      }),
    );
    await this.sessions.attachProviderSession(session.id, created.providerSessionId, created.url);
    const stored = { ...session, provider_session_id: created.providerSessionId, checkout_url: created.url };
    return { session: stored, checkout: this.checkoutOf(stored) };
  }

  /** Opens a payment intent (a payment completed in the page with the provider's script). */
  async startPaymentIntent(
    request: PaymentRequest,
  ): Promise<{ session: PaymentSessionRow; intent: ProviderPaymentIntent }> {
    const session = (await this.reuse(request)) ?? (await this.open(request, { successUrl: null, cancelUrl: null }));
    const intent = await this.atProvider(session, () =>
      this.provider.createPaymentIntent({
        paymentSessionId: session.public_id,
        purpose: request.purpose,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        customer: request.customer,
        metadata: Object.fromEntries(Object.entries(request.subject).map(([key, value]) => [key, String(value)])),
        idempotencyKey: session.idempotency_key ?? session.public_id,
      }),
    );
    await this.sessions.attachProviderSession(session.id, intent.id, intent.url);
    return { session: { ...session, provider_session_id: intent.id, checkout_url: intent.url }, intent };
  }

  /**
   * A payment made without the buyer (a plan's renewal) with the local test provider, which accepts it
   * as it accepted the test card at checkout; then granted once, as any confirmation. Providers that
   * keep subscriptions charge renewals themselves.
   */
  async chargeWithoutBuyer(request: PaymentRequest): Promise<ConfirmationOutcome> {
    if (this.provider.name !== 'local') throw new Error('Only the local test provider charges without the buyer');
    const session = (await this.reuse(request)) ?? (await this.open(request, { successUrl: null, cancelUrl: null }));
    await this.sessions.attachProviderSession(session.id, session.public_id, null);
    return this.confirm({
      type: 'payment.succeeded',
      eventId: `evt_local_${session.public_id}`,
      providerSessionId: session.public_id,
      paymentSessionId: session.public_id,
      customerId: null,
      subscriptionId: null,
      invoiceId: null,
    });
  }

  /** Verifies a webhook with the provider, then acts on it. Throws WebhookSignatureError when forged. */
  async handleWebhook(rawBody: Buffer, headers: WebhookHeaders): Promise<PaymentEvent> {
    const event = await this.provider.parseWebhook(rawBody, headers);
    await this.process(event);
    return event;
  }

  async process(event: PaymentEvent): Promise<void> {
    switch (event.type) {
      case 'payment.succeeded':
        await this.confirm(event);
        break;
      case 'payment.failed':
      case 'payment.expired': {
        const session = await this.sessions.findByAnyId(event.paymentSessionId ?? event.providerSessionId);
        if (session) await this.sessions.close(session.id, event.type === 'payment.failed' ? 'failed' : 'expired');
        break;
      }
      default:
        break;
    }
    for (const listener of this.fulfilments.listenersOf(event.type)) await listener(event, this.db);
  }

  /** The one place where a payment is granted: marks the session paid and runs its fulfilment, once. */
  async confirm(confirmation: PaymentConfirmation): Promise<ConfirmationOutcome> {
    const session =
      (confirmation.paymentSessionId && (await this.sessions.findByPublicId(confirmation.paymentSessionId))) ||
      (await this.sessions.findByAnyId(confirmation.providerSessionId));
    if (!session) {
      this.log.warn({ providerSession: confirmation.providerSessionId }, 'payment confirmed for an unknown session');
      return 'unknown-session';
    }
    const fulfilment = this.fulfilments.fulfilmentFor(session.purpose as PaymentPurpose);
    if (!fulfilment) throw new Error(`No fulfilment registered for "${session.purpose}" payments`);
    const afterCommit = await this.db.transaction().execute(async (trx) => {
      if (!(await this.sessions.markPaid(trx, session.id))) return 'already-fulfilled' as const;
      return (await fulfilment({ trx, session, subject: subjectOf(session), confirmation })) ?? null;
    });
    if (afterCommit === 'already-fulfilled') return afterCommit;
    if (afterCommit) {
      await afterCommit().catch((err: unknown) =>
        this.log.error({ err, paymentSession: session.public_id }, 'work after a fulfilment failed'),
      );
    }
    return 'fulfilled';
  }
}
