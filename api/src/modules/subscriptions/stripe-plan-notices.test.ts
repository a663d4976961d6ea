import { createStripeTestApp, type StripeTestApp } from '../../payments/testing/stripe-test-app';
import { signUp, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';

const WEB = 'http://localhost:3000';

describe('notifications of what Stripe reports: renewals and declined payments', () => {
  let stripe: StripeTestApp;
  let t: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    stripe = await createStripeTestApp();
    t = stripe.t;
    session = await signUp(t.app, 'abonnee.stripe');
  });
  afterAll(() => stripe.close());

  const deliver = async (type: string, object: object, id?: string) => {
    const answer = await stripe.deliver('/api/payments/webhook', type, object, { id });
    expect(answer.statusCode).toBe(200);
  };
  const periodEnd = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/subscription/status', headers: session.headers })).json().data
      .currentPeriodEnd as string;

  it('tells the subscriber of a renewal once, not of the first invoice', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      headers: session.headers,
      payload: { plan: 'premium', successUrl: `${WEB}/subscription/success`, cancelUrl: `${WEB}/subscription/cancel` },
    });
    await deliver('checkout.session.completed', {
      id: opened.json().data.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: 'cus_test_1',
      subscription: 'sub_test_1',
      invoice: 'in_test_1',
      metadata: {},
    });
    const invoice = (id: string, start: number) => ({
      id,
      object: 'invoice',
      amount_paid: 1999,
      currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_test_1', metadata: {} } },
      lines: { object: 'list', data: [{ period: { start, end: start + 30 * 86400 } }] },
    });
    await deliver('invoice.paid', invoice('in_test_1', Math.floor(Date.now() / 1000)));
    expect((await notificationsOf(t.app, session)).items).toEqual([]);

    // The renewal starts where the period in force ends, which the first invoice has just set.
    const end = await periodEnd();

    const renewal = invoice('in_test_2', Date.parse(end) / 1000);
    await deliver('invoice.paid', renewal, 'evt_renewal');
    await deliver('invoice.paid', renewal, 'evt_renewal');
    expect(whatHappened(await notificationsOf(t.app, session))).toEqual([
      {
        kind: 'plan-renewed',
        params: { plan: 'premium', until: new Date((Date.parse(end) / 1000 + 30 * 86400) * 1000).toISOString() },
        link: '/profile',
      },
    ]);
  });

  it('tells the subscriber their renewal payment was declined', async () => {
    await deliver('invoice.payment_failed', {
      id: 'in_test_3',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_test_1' } },
    });
    expect(whatHappened(await notificationsOf(t.app, session))[0]).toEqual({
      kind: 'payment-declined',
      params: {},
      link: '/profile',
    });
  });
});
