import { subjectOf } from '../../payments/sessions-repository';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { buyTrack, createSaleCatalogue, DECLINED_CARD, payOnCheckoutPage, type SaleCatalogue } from './testing';

describe('payment notifications, from the checkouts that cause them', () => {
  let t: TestApp;
  let sale: SaleCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createSaleCatalogue(t);
  });
  afterAll(async () => t.close());

  const openTrackCheckout = async (session: TestSession, trackId: number) => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-stripe-session',
      headers: session.headers,
      payload: { trackId, amount: 1.99 },
    });
    expect(started.statusCode).toBe(200);
    return started.json<{ checkoutUrl: string; sessionId: string }>();
  };

  it('confirms a track bought through the test checkout, once, linking to its release', async () => {
    const buyer = await signUp(t.app, 'acheteuse');
    const sessionId = await buyTrack(t.app, buyer, sale.singleTrackId);
    const bought = {
      kind: 'purchase-confirmed',
      params: { title: 'Été à Dakar' },
      link: `/release/${sale.singleReleaseId}`,
    };
    expect(whatHappened(await notificationsOf(t.app, buyer))).toEqual([bought]);

    // The provider's confirmation delivered again, and the fulfilment itself run a second time.
    await t.app.payments.confirm({
      type: 'payment.succeeded',
      eventId: 'evt_again',
      providerSessionId: sessionId,
      paymentSessionId: sessionId,
      customerId: null,
      subscriptionId: null,
      invoiceId: null,
    });
    const session = await t.app.payments.sessions.findByPublicId(sessionId);
    if (!session) throw new Error('no payment session');
    const fulfil = t.app.payments.fulfilments.fulfilmentFor('track');
    await t.db.transaction().execute(async (trx) =>
      fulfil?.({
        trx,
        session,
        subject: subjectOf(session),
        confirmation: {
          type: 'payment.succeeded',
          eventId: 'evt_replayed',
          providerSessionId: sessionId,
          paymentSessionId: sessionId,
          customerId: null,
          subscriptionId: null,
          invoiceId: null,
        },
      }),
    );
    expect(whatHappened(await notificationsOf(t.app, buyer))).toEqual([bought]);
  });

  it('confirms an album by its title', async () => {
    const buyer = await signUp(t.app, 'melomane');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-album-stripe-session',
      headers: buyer.headers,
      payload: { albumId: sale.albumId, amount: 7.99 },
    });
    expect((await payOnCheckoutPage(t.app, started.json().checkoutUrl)).statusCode).toBe(303);
    expect(whatHappened(await notificationsOf(t.app, buyer))).toEqual([
      { kind: 'purchase-confirmed', params: { title: 'Saisons' }, link: `/release/${sale.albumId}` },
    ]);
  });

  it('reports a card declined on the checkout page once per payment, leading back to the release', async () => {
    const buyer = await signUp(t.app, 'carte.refusee');
    const { checkoutUrl } = await openTrackCheckout(buyer, sale.singleTrackId);
    expect((await payOnCheckoutPage(t.app, checkoutUrl, DECLINED_CARD)).statusCode).toBe(402);
    expect((await payOnCheckoutPage(t.app, checkoutUrl, DECLINED_CARD)).statusCode).toBe(402);
    const declined = { kind: 'payment-declined', params: {}, link: `/release/${sale.singleReleaseId}` };
    const list = await notificationsOf(t.app, buyer);
    expect(whatHappened(list)).toEqual([declined]);
    expect(list.items[0].type).toBe('fail');

    // The same checkout then paid with a good card.
    expect((await payOnCheckoutPage(t.app, checkoutUrl)).statusCode).toBe(303);
    expect(whatHappened(await notificationsOf(t.app, buyer)).map((one) => one.kind)).toEqual([
      'purchase-confirmed',
      'payment-declined',
    ]);
  });
});
