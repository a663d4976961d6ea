import { LocalPaymentProvider } from '../../payments/local-provider';
import { SESSION_CLOSED } from '../../payments/test-card-routes';
import { releaseExpiredOrders } from './stock-reservations';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { ORDER_NOT_FOUND, ORDER_REFUNDED, PAYMENT_NOT_CONFIRMED } from './orders-routes';
import { PROMO_ALREADY_USED } from './promo-codes';
import {
  createProduct,
  DECLINED_CARD,
  fetchOrder,
  openIntent,
  payWithTestCard,
  promoCode,
  quote,
  stockOf,
  type Line,
} from './testing';

interface Intent {
  clientSecret: string;
  paymentIntentId: string;
  orderId: number;
}

describe('store orders: paid only from the provider’s confirmation, once', () => {
  let t: TestApp;
  let buyer: TestSession;
  let other: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createUser(t, 'awa');
    other = await createUser(t, 'intruse');
  });
  afterAll(async () => t.close());

  const intentFor = async (session: TestSession, lines: Line[], promo?: string): Promise<Intent> => {
    const response = await openIntent(t.app, session, lines, { promoCode: promo });
    if (response.statusCode !== 201) throw new Error(`intent failed: ${response.body}`);
    return response.json();
  };
  const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const soldOf = async (productId: number) =>
    (await t.db.selectFrom('products').select('sold_count').where('id', '=', productId).executeTakeFirstOrThrow())
      .sold_count;
  const provider = () => t.app.payments.provider as LocalPaymentProvider;
  const expire = (orderId: number) =>
    t.db.updateTable('orders').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', orderId).execute();

  it('answers 409 until the test card pays, then the paid order with its lines, the same for 10 calls', async () => {
    const vinyl = await createProduct(t.db, { name: 'Vinyle Racines', priceMinor: 2999, stock: 8 });
    const intent = await intentFor(buyer, [{ productId: vinyl, quantity: 2 }]);
    const early = await fetchOrder(t.app, buyer, intent.paymentIntentId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYMENT_NOT_CONFIRMED);

    const declined = await payWithTestCard(t.app, intent.clientSecret, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Votre carte a été refusée.');
    expect((await orderRow(intent.orderId)).status).toBe('pending');

    const paid = await payWithTestCard(t.app, intent.clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded' });

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetchOrder(t.app, buyer, intent.paymentIntentId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0].json()).toMatchObject({
      id: intent.orderId,
      number: `KORA-S-${String(intent.orderId).padStart(6, '0')}`,
      status: 'paid',
      customerName: 'Awa Diop',
      lines: [
        {
          productId: vinyl,
          name: 'Vinyle Racines',
          quantity: 2,
          unitPrice: { priceMinor: 2999 },
          linePrice: { priceMinor: 5998 },
        },
      ],
      total: { priceMinor: 5998, currency: 'EUR' },
      paidAt: expect.any(String),
      receiptUrl: `http://api.test/api/orders/${intent.orderId}/receipt`,
    });
    expect(await stockOf(t.db, vinyl)).toBe(6);
    expect(await soldOf(vinyl)).toBe(2);
  });

  it('the same confirmation delivered 10 times makes one paid order, the stock taken once', async () => {
    const cap = await createProduct(t.db, { stock: 5 });
    const intent = await intentFor(buyer, [{ productId: cap, quantity: 2 }]);
    const event = provider().signedEvent('checkout.session.completed', intent.paymentIntentId);
    const deliveries = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { ...(event.headers as Record<string, string>), 'content-type': 'application/json' },
          payload: event.rawBody,
        }),
      ),
    );
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual(Array(10).fill(200));
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('payment_intent_id', '=', intent.paymentIntentId)
      .execute();
    expect(orders).toEqual([{ id: intent.orderId, status: 'paid' }]);
    expect(await stockOf(t.db, cap)).toBe(3);
    expect(await soldOf(cap)).toBe(2);
    expect((await payWithTestCard(t.app, intent.clientSecret)).json()).toEqual({ status: 'succeeded' });
    expect(await soldOf(cap)).toBe(2);
  });

  it('gives an unpaid reservation back to the store once it expires, once, and the test card then refuses it', async () => {
    const scarf = await createProduct(t.db, { stock: 4 });
    const intent = await intentFor(buyer, [{ productId: scarf, quantity: 3 }]);
    expect(await stockOf(t.db, scarf)).toBe(1);
    await expire(intent.orderId);
    const sweeps = await Promise.all([1, 2, 3].map(() => releaseExpiredOrders(t.db, t.app.payments.sessions)));
    expect(sweeps.reduce((sum, released) => sum + released, 0)).toBe(1);
    expect(await stockOf(t.db, scarf)).toBe(4);
    expect((await orderRow(intent.orderId)).status).toBe('cancelled');
    // The next checkout sweeps too: nothing is given back twice.
    await intentFor(other, [{ productId: scarf, quantity: 1 }]);
    expect(await stockOf(t.db, scarf)).toBe(3);
    const late = await payWithTestCard(t.app, intent.clientSecret);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SESSION_CLOSED);
  });

  it('a provider’s expired event gives the stock back at once', async () => {
    const mug = await createProduct(t.db, { stock: 2 });
    const intent = await intentFor(buyer, [{ productId: mug, quantity: 2 }]);
    const expired = provider().signedEvent('checkout.session.expired', intent.paymentIntentId);
    await t.app.payments.handleWebhook(expired.rawBody, expired.headers);
    expect(await stockOf(t.db, mug)).toBe(2);
    expect((await orderRow(intent.orderId)).status).toBe('cancelled');
  });

  it('a payment confirmed after the release takes the stock again if it can, else the order is refunded', async () => {
    const poster = await createProduct(t.db, { stock: 2 });
    const kept = await intentFor(buyer, [{ productId: poster, quantity: 1 }]);
    const lost = await intentFor(other, [{ productId: poster, quantity: 1 }]);
    await expire(kept.orderId);
    await expire(lost.orderId);
    await releaseExpiredOrders(t.db, t.app.payments.sessions);
    expect(await stockOf(t.db, poster)).toBe(2);
    const confirm = (intent: Intent) => {
      const event = provider().signedEvent('checkout.session.completed', intent.paymentIntentId);
      return t.app.payments.handleWebhook(event.rawBody, event.headers);
    };
    await confirm(kept);
    expect((await orderRow(kept.orderId)).status).toBe('paid');
    expect(await stockOf(t.db, poster)).toBe(1);
    await t.db.updateTable('products').set({ stock: 0 }).where('id', '=', poster).execute();
    const refunds = jest.spyOn(t.app.payments.provider, 'refundPayment');
    await confirm(lost);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith(lost.paymentIntentId, expect.stringContaining('remboursée'));
    refunds.mockRestore();
    expect(await orderRow(lost.orderId)).toMatchObject({
      status: 'refunded',
      note: expect.stringContaining('remboursée'),
    });
    expect(await stockOf(t.db, poster)).toBe(0);
    const answer = await fetchOrder(t.app, other, lost.paymentIntentId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ORDER_REFUNDED);
  });

  it('uses a promo code once per account, and never beyond its limit under parallel payments', async () => {
    const tee = await createProduct(t.db, { priceMinor: 2000, stock: 20 });
    await promoCode(t.db, { code: 'UNEFOIS', percentOff: 10 });
    const first = await intentFor(buyer, [{ productId: tee, quantity: 1 }], 'UNEFOIS');
    const second = await intentFor(buyer, [{ productId: tee, quantity: 1 }], 'UNEFOIS');
    expect((await payWithTestCard(t.app, first.clientSecret)).statusCode).toBe(200);
    expect((await payWithTestCard(t.app, second.clientSecret)).statusCode).toBe(200);
    expect((await orderRow(first.orderId)).status).toBe('paid');
    expect((await orderRow(second.orderId)).status).toBe('refunded');
    const again = (
      await quote(t.app, [{ productId: tee, quantity: 1 }], { promoCode: 'unefois', session: buyer })
    ).json();
    expect(again.promo.message).toBe(PROMO_ALREADY_USED);

    await promoCode(t.db, { code: 'DEUXSEULEMENT', amountOffMinor: 300, maxUses: 2 });
    const crowd = await Promise.all([0, 1, 2, 3, 4].map((i) => createUser(t, `promo${i}`)));
    const intents = [];
    for (const someone of crowd)
      intents.push(await intentFor(someone, [{ productId: tee, quantity: 1 }], 'DEUXSEULEMENT'));
    const stockBefore = await stockOf(t.db, tee);
    await Promise.all(intents.map((intent) => payWithTestCard(t.app, intent.clientSecret)));
    const statuses = await Promise.all(intents.map(async (intent) => (await orderRow(intent.orderId)).status));
    expect(statuses.filter((status) => status === 'paid')).toHaveLength(2);
    expect(statuses.filter((status) => status === 'refunded')).toHaveLength(3);
    const promo = await t.db
      .selectFrom('promo_codes')
      .select('used_count')
      .where('code', '=', 'DEUXSEULEMENT')
      .executeTakeFirstOrThrow();
    expect(promo.used_count).toBe(2);
    expect(await stockOf(t.db, tee)).toBe(stockBefore + 3);
  });

  it('keeps orders to their buyer: anonymous 401, another user’s order or intent 404', async () => {
    const badge = await createProduct(t.db, { stock: 5 });
    const intent = await intentFor(buyer, [{ productId: badge, quantity: 1 }]);
    await payWithTestCard(t.app, intent.clientSecret);
    expect((await fetchOrder(t.app, undefined, intent.paymentIntentId)).statusCode).toBe(401);
    const stolen = await fetchOrder(t.app, other, intent.paymentIntentId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(ORDER_NOT_FOUND);
    expect((await fetchOrder(t.app, buyer, 'pi_inconnu')).statusCode).toBe(404);
    const read = (session: TestSession | undefined, path: string) =>
      t.app.inject({ method: 'GET', url: `/api/orders/${intent.orderId}${path}`, headers: session?.headers });
    expect((await read(undefined, '')).statusCode).toBe(401);
    expect((await read(other, '')).statusCode).toBe(404);
    expect((await read(other, '/receipt')).statusCode).toBe(404);
    expect((await read(buyer, '')).json()).toMatchObject({ id: intent.orderId, status: 'paid' });
    const receipt = await read(buyer, '/receipt');
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toContain(
      `recu-KORA-S-${String(intent.orderId).padStart(6, '0')}.pdf`,
    );
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/abc', headers: buyer.headers })).statusCode).toBe(
      400,
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { paymentIntentId: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([expect.objectContaining({ propertyPath: 'paymentIntentId' })]);
  });

  it('lists paid and refunded store orders in the profile’s Commandes tab, never unpaid reservations', async () => {
    const orders = (await t.app.inject({ method: 'GET', url: '/api/profile/orders', headers: buyer.headers })).json();
    const store = orders.filter((order: { kind: string }) => order.kind === 'order');
    expect(store.length).toBeGreaterThan(0);
    expect(store.every((order: { status: string }) => ['paid', 'refunded'].includes(order.status))).toBe(true);
    const pending = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .where('status', 'in', ['pending', 'cancelled'])
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    const listed = store.map((order: { orderId: number }) => order.orderId);
    for (const { id } of pending) expect(listed).not.toContain(id);
    expect(store[0]).toMatchObject({
      id: `order-${store[0].orderId}`,
      description: expect.stringMatching(/^Commande n° KORA-S-\d{6} \(\d+ articles?\)$/),
    });
  });

  it('checks the test card’s client secret and its fields', async () => {
    const cup = await createProduct(t.db, { stock: 5 });
    const intent = await intentFor(buyer, [{ productId: cup, quantity: 1 }]);
    const forged = await payWithTestCard(t.app, `${intent.paymentIntentId}_secret_forged`);
    expect(forged.statusCode).toBe(400);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      payload: { clientSecret: intent.clientSecret, cardNumber: '1234 5678 9012 3456', expiry: '01/20', cvc: '123' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(
      invalid
        .json()
        .violations.map((violation: { propertyPath: string }) => violation.propertyPath)
        .sort(),
    ).toEqual(['cardNumber', 'expiry']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/test-card/confirm',
      payload: { clientSecret: intent.clientSecret },
    });
    expect(malformed.statusCode).toBe(422);
    expect((await orderRow(intent.orderId)).status).toBe('pending');
  });
});
