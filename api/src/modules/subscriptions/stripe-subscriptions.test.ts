import {
  createStripeTestApp,
  type StripeEventOptions,
  type StripeTestApp,
} from '../../payments/testing/stripe-test-app';
import type { FakeStripeApi } from '../../payments/testing/fake-stripe';
import { signUp, type TestApp, type TestSession } from '../../test/test-app';

const WEB = 'http://localhost:3000';

describe('subscriptions with the Stripe provider', () => {
  let stripe: StripeTestApp;
  let t: TestApp;
  let api: FakeStripeApi;
  let session: TestSession;

  beforeAll(async () => {
    stripe = await createStripeTestApp();
    ({ t, stripe: api } = stripe);
    session = await signUp(t.app, 'stripeuse');
  });
  afterAll(() => stripe.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: session.headers });
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const deliver = (type: string, object: object, options: StripeEventOptions = {}) =>
    stripe.deliver('/api/subscription/webhook', type, object, options);
  const plan = async () => (await get('/api/subscription/current')).json().data.currentPlan.name as string;

  let sessionId = '';

  it('opens a Stripe Checkout Session and gives the browser its id, URL and publishable key', async () => {
    const response = await post('/api/subscription/create-checkout-session', {
      plan: 'premium',
      successUrl: `${WEB}/subscription/success`,
      cancelUrl: `${WEB}/subscription/cancel`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toEqual({
      sessionId: 'cs_test_1',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
      provider: 'stripe',
      publishableKey: 'pk_test_kora',
    });
    sessionId = data.sessionId;
    const fallback = await t.app.inject({ method: 'GET', url: `/api/subscription/checkout/${sessionId}` });
    expect(fallback.statusCode).toBe(303);
    expect(fallback.headers.location).toBe(data.checkoutUrl);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/checkout/${sessionId}` })).statusCode).toBe(404);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const response = await deliver(
      'checkout.session.completed',
      { id: sessionId, object: 'checkout.session', payment_status: 'paid' },
      { secret: 'whsec_wrong' },
    );
    expect(response.statusCode).toBe(400);
    expect(await plan()).toBe('free');
  });

  it('does not grant an unpaid checkout', async () => {
    await deliver('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'unpaid',
    });
    expect(await plan()).toBe('free');
  });

  it('grants the plan on the signed confirmation, once even when delivered twice', async () => {
    const completed = {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: 'cus_test_1',
      subscription: 'sub_test_1',
      invoice: 'in_test_1',
      metadata: {},
    };
    expect((await deliver('checkout.session.completed', completed, { id: 'evt_same' })).statusCode).toBe(200);
    expect((await deliver('checkout.session.completed', completed, { id: 'evt_same' })).statusCode).toBe(200);
    expect(await plan()).toBe('premium');
    const invoices = (await get('/api/subscription/invoices')).json().data;
    expect(invoices).toHaveLength(1);
    // Stripe's own invoice.paid for the first period is the same invoice.
    await deliver('invoice.paid', {
      id: 'in_test_1',
      object: 'invoice',
      amount_paid: 1999,
      currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1', metadata: {} } },
      lines: { object: 'list', data: [] },
    });
    expect((await get('/api/subscription/invoices')).json().data).toHaveLength(1);
  });

  it('records renewals and follows subscription updates, failures and ends', async () => {
    const start = Math.floor(Date.now() / 1000);
    await deliver('invoice.paid', {
      id: 'in_test_2',
      object: 'invoice',
      amount_paid: 1999,
      currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1', metadata: {} } },
      lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86400 } }] },
    });
    expect((await get('/api/subscription/invoices')).json().data).toHaveLength(2);

    await deliver('invoice.payment_failed', {
      id: 'in_test_3',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_test_1' } },
    });
    expect((await get('/api/subscription/status')).json().data).toMatchObject({ status: 'past_due', plan: 'premium' });

    await deliver('customer.subscription.updated', {
      id: 'sub_test_1',
      object: 'subscription',
      customer: 'cus_test_1',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { plan: 'premium' },
      items: { data: [{ current_period_start: start, current_period_end: start + 30 * 86400 }] },
    });
    expect((await get('/api/subscription/status')).json().data).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date((start + 30 * 86400) * 1000).toISOString(),
    });
  });

  it('cancels at period end and reactivates through the Stripe API', async () => {
    const cancel = await post('/api/subscription/cancel');
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.subscription.cancelAtPeriodEnd).toBe(true);
    expect(
      api.calls.some(
        (call) => call.path === '/v1/subscriptions/sub_test_1' && call.params.get('cancel_at_period_end') === 'true',
      ),
    ).toBe(true);
    const reactivate = await post('/api/subscription/reactivate');
    expect(reactivate.json().data.subscription.cancelAtPeriodEnd).toBe(false);
  });

  it('moves to a lower plan at the period end: billed at Starter from then, Premium until then', async () => {
    const periodEnd = (await get('/api/subscription/status')).json().data.currentPeriodEnd as string;
    const change = await post('/api/subscription/change-plan', { plan: 'starter' });
    expect(change.statusCode).toBe(200);
    expect(change.json().data).toMatchObject({
      currentPlan: { name: 'premium' },
      subscription: { plan: 'premium', scheduledPlan: 'starter' },
    });
    const priceMove = api.calls.find((call) => call.params.get('proration_behavior') === 'none');
    expect(priceMove?.params.get('items[0][price_data][unit_amount]')).toBe('999');

    // Stripe's news of the change itself, within the period, does not move the plan yet.
    const sameStart = Date.parse(periodEnd) / 1000 - 30 * 86400;
    const subscription = (start: number) => ({
      id: 'sub_test_1',
      object: 'subscription',
      customer: 'cus_test_1',
      status: 'active',
      cancel_at_period_end: false,
      metadata: { plan: 'starter' },
      items: {
        data: [
          {
            current_period_start: start,
            current_period_end: start + 30 * 86400,
            price: { unit_amount: 999, currency: 'eur' },
          },
        ],
      },
    });
    await deliver('customer.subscription.updated', subscription(sameStart));
    expect(await plan()).toBe('premium');

    // The next period: Starter.
    await deliver('customer.subscription.updated', subscription(Date.parse(periodEnd) / 1000));
    expect(await plan()).toBe('starter');
    expect((await get('/api/subscription/current')).json().data.subscription).toMatchObject({
      scheduledPlan: null,
      currentPeriodStart: periodEnd,
    });
  });

  it('charges an upgrade at Stripe before giving the higher plan', async () => {
    api.declineCharges = true;
    const declined = await post('/api/subscription/change-plan', { plan: 'premium' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(
      'Le paiement du changement de forfait a échoué : votre forfait reste inchangé.',
    );
    expect(await plan()).toBe('starter');

    api.declineCharges = false;
    const upgrade = await post('/api/subscription/change-plan', { plan: 'premium' });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json().data.currentPlan.name).toBe('premium');
    const charge = api.calls.filter((call) => call.params.has('payment_behavior')).at(-1);
    expect(Object.fromEntries(charge?.params ?? [])).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
      'items[0][price_data][unit_amount]': '1999',
    });
  });

  it('opens the Stripe billing portal', async () => {
    const portal = await post('/api/subscription/create-portal-session', { returnUrl: `${WEB}/profile` });
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.com/p/session/test_1' });
  });

  it('falls back to free when Stripe ends the subscription', async () => {
    await deliver('customer.subscription.deleted', { id: 'sub_test_1', object: 'subscription', status: 'canceled' });
    expect(await plan()).toBe('free');
    expect((await get('/api/subscription/current')).json().data.subscription).toMatchObject({ status: 'canceled' });
  });
});
