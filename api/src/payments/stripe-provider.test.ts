import Stripe from 'stripe';
import { StripePaymentProvider } from './stripe-provider';
import { FakeStripeApi } from './testing/fake-stripe';
import { WebhookSignatureError } from './provider';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('Stripe payment provider (SDK with an injected HTTP client)', () => {
  let api: FakeStripeApi;
  let provider: StripePaymentProvider;
  beforeEach(() => {
    api = new FakeStripeApi();
    const client = new Stripe('sk_test_123', {
      httpClient: Stripe.createFetchHttpClient(api.fetch),
      maxNetworkRetries: 0,
    });
    provider = new StripePaymentProvider(client, WEBHOOK_SECRET, 'pk_test_123');
  });

  const customer = { userId: 7, email: 'lea@example.test', providerCustomerId: null };

  it('creates a monthly Checkout Session with the amount, URLs, our session id and the idempotency key', async () => {
    const checkout = await provider.createCheckoutSession({
      paymentSessionId: 'ps_abc',
      purpose: 'subscription',
      amountMinor: 1999,
      currency: 'EUR',
      description: 'Abonnement Kora Premium — 1 mois',
      successUrl: 'http://localhost:3000/subscription/success',
      cancelUrl: 'http://localhost:3000/subscription/cancel',
      customer,
      metadata: { plan: 'premium' },
      idempotencyKey: '7:key-1',
      recurring: true,
    });
    expect(checkout).toEqual({ providerSessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    const [call] = api.calls;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.idempotencyKey).toBe('7:key-1');
    expect(Object.fromEntries(call.params)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Abonnement Kora Premium — 1 mois',
      success_url: 'http://localhost:3000/subscription/success',
      client_reference_id: 'ps_abc',
      customer_email: 'lea@example.test',
      'metadata[plan]': 'premium',
      'subscription_data[metadata][paymentSessionId]': 'ps_abc',
    });
  });

  it('creates one-off payments (tracks, tickets) in payment mode and payment intents', async () => {
    await provider.createCheckoutSession({
      paymentSessionId: 'ps_track',
      purpose: 'track',
      amountMinor: 199,
      currency: 'EUR',
      description: 'Titre « Soleil »',
      successUrl: 'http://localhost:3000/ok',
      cancelUrl: 'http://localhost:3000/ko',
      customer: { ...customer, providerCustomerId: 'cus_1' },
      metadata: { trackId: '3' },
      idempotencyKey: 'k',
      recurring: false,
    });
    expect(Object.fromEntries(api.calls[0].params)).toMatchObject({
      mode: 'payment',
      customer: 'cus_1',
      'payment_intent_data[metadata][trackId]': '3',
    });
    const intent = await provider.createPaymentIntent({
      paymentSessionId: 'ps_order',
      purpose: 'order',
      amountMinor: 2500,
      currency: 'EUR',
      description: 'Commande',
      customer,
      metadata: {},
      idempotencyKey: 'k2',
    });
    expect(intent).toEqual({ id: 'pi_test_1', clientSecret: 'pi_test_1_secret_abc', url: null });
  });

  it('opens the billing portal for a known customer only', async () => {
    await expect(
      provider.openBillingPortal({ customer, returnUrl: 'http://localhost:3000/profile' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const portal = await provider.openBillingPortal({
      customer: { ...customer, providerCustomerId: 'cus_1' },
      returnUrl: 'http://localhost:3000/profile',
    });
    expect(portal.url).toBe('https://billing.stripe.com/p/session/test_1');
    expect(Object.fromEntries(api.calls[0].params)).toEqual({
      customer: 'cus_1',
      return_url: 'http://localhost:3000/profile',
    });
  });

  it('verifies webhook signatures and reads events in neutral words', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          payment_status: 'paid',
          client_reference_id: 'ps_abc',
          customer: 'cus_1',
          subscription: 'sub_1',
          invoice: 'in_1',
          metadata: {},
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await expect(provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': header })).resolves.toEqual({
      type: 'payment.succeeded',
      eventId: 'evt_1',
      providerSessionId: 'cs_test_1',
      paymentSessionId: 'ps_abc',
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      invoiceId: 'in_1',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(provider.parseWebhook(Buffer.from(payload), { 'stripe-signature': forged })).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    await expect(provider.parseWebhook(Buffer.from(payload), {})).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('reads a payment confirmed in the page (Stripe Elements) as a payment of our session; a cancelled intent as expired', async () => {
    const eventOf = (type: string, id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type,
        data: {
          object: { id: 'pi_1', object: 'payment_intent', customer: null, metadata: { paymentSessionId: 'ps_order' } },
        },
      });
    const parse = (payload: string) =>
      provider.parseWebhook(Buffer.from(payload), {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      });
    await expect(parse(eventOf('payment_intent.succeeded', 'evt_2'))).resolves.toEqual({
      type: 'payment.succeeded',
      eventId: 'evt_2',
      providerSessionId: 'pi_1',
      paymentSessionId: 'ps_order',
      customerId: null,
      subscriptionId: null,
      invoiceId: null,
    });
    await expect(parse(eventOf('payment_intent.canceled', 'evt_3'))).resolves.toEqual({
      type: 'payment.expired',
      eventId: 'evt_3',
      providerSessionId: 'pi_1',
      paymentSessionId: 'ps_order',
    });
    await expect(parse(eventOf('payment_intent.payment_failed', 'evt_4'))).resolves.toMatchObject({ type: 'ignored' });
  });

  it('schedules cancellation and changes the plan price on the subscription', async () => {
    const cancelled = await provider.setCancelAtPeriodEnd('sub_1', true);
    expect(cancelled).toMatchObject({
      subscriptionId: 'sub_1',
      status: 'active',
      cancelAtPeriodEnd: true,
      plan: 'premium',
    });
    const scheduled = await provider.scheduleSubscriptionPlan('sub_1', {
      plan: 'starter',
      amountMinor: 999,
      currency: 'EUR',
      description: 'Starter',
    });
    expect(scheduled).toMatchObject({ plan: 'starter', cancelAtPeriodEnd: false });
    const priceMove = api.calls.at(-2);
    expect(Object.fromEntries(priceMove?.params ?? [])).toMatchObject({
      'items[0][id]': 'si_test_1',
      'items[0][price_data][unit_amount]': '999',
      'items[0][price_data][product]': 'prod_test_1',
      proration_behavior: 'none',
    });
  });

  it('charges an upgrade at once, and leaves the subscription as it was when the charge fails', async () => {
    const premium = { plan: 'premium' as const, amountMinor: 1999, currency: 'EUR', description: 'Premium' };
    await provider.scheduleSubscriptionPlan('sub_1', { ...premium, plan: 'starter', amountMinor: 999 });
    api.declineCharges = true;
    const declined = await provider.upgradeSubscription('sub_1', premium);
    expect(declined).toMatchObject({ charged: false, state: { plan: 'starter' } });
    api.declineCharges = false;
    const upgraded = await provider.upgradeSubscription('sub_1', premium);
    expect(upgraded).toMatchObject({ charged: true, state: { plan: 'premium' } });
    const charge = api.calls.filter((call) => call.params.has('payment_behavior')).at(-1);
    expect(Object.fromEntries(charge?.params ?? [])).toMatchObject({
      'items[0][price_data][unit_amount]': '1999',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
  });

  it('gives a payment back in full, once for the same payment', async () => {
    await provider.refundPayment('pi_test_1', 'Réservation expirée : commande remboursée.');
    const refund = api.calls.at(-1);
    expect(refund).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: 'refund-pi_test_1' });
    expect(Object.fromEntries(refund?.params ?? [])).toMatchObject({
      payment_intent: 'pi_test_1',
      reason: 'requested_by_customer',
    });
  });
});
