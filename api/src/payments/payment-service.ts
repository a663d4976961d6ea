import { randomBytes } from 'node:crypto';
import type {
  CheckoutSession,
  MobileMoneyOperator,
  PaymentMethod,
  PaymentProviderName,
  PaymentPurpose,
} from '@kora/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import type { PaymentSessionRow } from '../db/tables';
import { conflict, HttpError, invalid } from '../http/errors';
import { FulfilmentRegistry, type PaymentConfirmation } from './fulfilment';
import { chargeLabel, toFcfa, UnsupportedCurrencyError, type MinorAmount } from './mobile-money/fcfa';
import { NOTIFICATION_PATH, type MobileMoneyProvider } from './mobile-money/mobile-money-provider';
import type { PayingCustomer, PaymentEvent, PaymentProvider, ProviderPaymentIntent, WebhookHeaders } from './provider';
import { PaymentSessionsRepository, subjectOf } from './sessions-repository';

export const CHECKOUT_FAILED = 'Erreur lors de la création de la session de paiement';
export const MOBILE_MONEY_UNAVAILABLE = 'Le paiement par mobile money n’est pas disponible pour le moment.';

/** Where the payer's browser comes back from a mobile-money page: the API asks the provider, then redirects. */
export const MOBILE_MONEY_RETURN_PATH = '/api/payments/mobile-money/return';

export function mobileMoneyReturnUrl(publicUrl: string, paymentSessionId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${MOBILE_MONEY_RETURN_PATH}/${encodeURIComponent(paymentSessionId)}`;
}

/** What the service needs to open mobile-money payments (none when mobile money is off). */
export interface MobileMoneyCharging {
  provider: MobileMoneyProvider;
  /** The API's public address: the notification and return addresses are under it. */
  publicUrl: string;
  /** US dollars for 1 EUR (CURRENCY_USD_RATE): a USD price goes to FCFA through the euro. */
  usdPerEur: number;
}

/** The fields a start call adds to its answer for a mobile-money payment (none for a card). */
export type MobileMoneyCharge =
  Record<string, never> | { method: 'mobile_money'; amountXof: number; chargeLabel: string };

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
  /**
   * 'card' unless said. 'mobile_money': the amount is charged in FCFA (`chargeableAmount(toFcfa(price))`),
   * the session is in XOF and keeps the listed price; the payer's page is the mobile-money provider's.
   */
  method?: PaymentMethod;
  /** The operator chosen in Kora's modal (mobile money): it pre-selects the provider's page. */
  operator?: MobileMoneyOperator;
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
    /** Mobile money beside the card; null when it is off. */
    readonly mobileMoney: MobileMoneyCharging | null = null,
  ) {
    this.sessions = new PaymentSessionsRepository(db);
  }

  private async reuse(request: PaymentRequest, method: PaymentMethod = 'card'): Promise<PaymentSessionRow | null> {
    if (!request.idempotencyKey) return null;
    const existing = await this.sessions.findByIdempotencyKey(this.scopedKey(request));
    if (!existing) return null;
    const same =
      existing.purpose === request.purpose &&
      existing.method === method &&
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
    how: { provider: PaymentProviderName; method: PaymentMethod; listed: MinorAmount | null } = {
      provider: this.provider.name,
      method: 'card',
      listed: null,
    },
  ): Promise<PaymentSessionRow> {
    return this.sessions.create({
      publicId: newSessionId(),
      userId: request.customer.userId,
      provider: how.provider,
      purpose: request.purpose,
      amountMinor: request.amountMinor,
      currency: request.currency,
      subject: { description: request.description, ...request.subject },
      idempotencyKey: this.scopedKey(request),
      ...urls,
      method: how.method,
      listed: how.listed,
    });
  }

  private checkoutOf(session: PaymentSessionRow): CheckoutSession {
    return {
      sessionId: session.provider_session_id ?? session.public_id,
      checkoutUrl: session.checkout_url ?? '',
      provider: session.provider,
      publishableKey: session.method === 'mobile_money' ? null : this.provider.publishableKey,
    };
  }

  /**
   * What a start call says of a mobile-money charge before the payer goes on: the FCFA and
   * 'Vous allez payer 1 306 FCFA (1,99 €)'. Nothing for a card payment (its answer is as it always was).
   */
  chargeOf(session: PaymentSessionRow): MobileMoneyCharge {
    if (session.method !== 'mobile_money') return {};
    const listed =
      session.listed_amount_minor !== null && session.listed_currency !== null
        ? { amountMinor: session.listed_amount_minor, currency: session.listed_currency }
        : { amountMinor: session.amount_minor, currency: session.currency };
    return {
      method: 'mobile_money',
      amountXof: session.amount_minor,
      chargeLabel: `Vous allez payer ${chargeLabel(session.amount_minor, listed)}`,
    };
  }

  /**
   * A mobile-money payment: the price in FCFA at the peg, rounded up to the franc and to what the provider
   * takes; a session in XOF keeping the listed price; the provider's page, which comes back through the
   * API's return address (it asks the provider before sending the browser to the success address).
   */
  private async startMobileMoney(
    request: CheckoutStart,
  ): Promise<{ session: PaymentSessionRow; checkout: CheckoutSession }> {
    const mobile = this.mobileMoney;
    if (!mobile) {
      throw invalid([{ propertyPath: 'method', message: MOBILE_MONEY_UNAVAILABLE }], MOBILE_MONEY_UNAVAILABLE);
    }
    if (request.recurring) throw new Error('Mobile money cannot renew by itself: a plan paid so is a prepaid month');
    const listed: MinorAmount = { amountMinor: request.amountMinor, currency: request.currency.toUpperCase() };
    let amountXof: number;
    try {
      amountXof = mobile.provider.chargeableAmount(toFcfa(listed, { usdPerEur: mobile.usdPerEur }));
    } catch (error) {
      if (!(error instanceof UnsupportedCurrencyError)) throw error;
      throw invalid([{ propertyPath: 'method', message: error.message }], error.message);
    }
    const charge: CheckoutStart = { ...request, amountMinor: amountXof, currency: 'XOF' };
    const reused = await this.reuse(charge, 'mobile_money');
    if (reused?.provider_session_id) return { session: reused, checkout: this.checkoutOf(reused) };
    const session =
      reused ??
      (await this.open(
        charge,
        { successUrl: request.successUrl, cancelUrl: request.cancelUrl },
        { provider: mobile.provider.name, method: 'mobile_money', listed },
      ));
    const started = await this.atProvider(session, () =>
      mobile.provider.start({
        paymentSessionId: session.public_id,
        amountXof,
        description: request.description,
        price: listed,
        notifyUrl: `${mobile.publicUrl.replace(/\/+$/, '')}${NOTIFICATION_PATH}`,
        returnUrl: mobileMoneyReturnUrl(mobile.publicUrl, session.public_id),
        customer: { userId: request.customer.userId, email: request.customer.email },
        operator: request.operator ?? null,
      }),
    );
    await this.sessions.attachProviderSession(session.id, started.transactionId, started.url);
    const stored = { ...session, provider_session_id: started.transactionId, checkout_url: started.url };
    return { session: stored, checkout: this.checkoutOf(stored) };
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

  /** Opens a checkout at the provider (the card's, or the mobile-money one): where to send the buyer. */
  async startCheckout(request: CheckoutStart): Promise<{ session: PaymentSessionRow; checkout: CheckoutSession }> {
    if (request.method === 'mobile_money') return this.startMobileMoney(request);
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
