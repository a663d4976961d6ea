import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../db/connection';
import { buildServer } from '../../server';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { PROMO_EXPIRED } from './promo-codes';
import { AMOUNT_CHANGED, CART_NOT_PAYABLE, SIGN_IN_TO_ORDER, STOCK_TAKEN } from './store-checkout';
import { createProduct, openIntent, payWithTestCard, promoCode, stockOf } from './testing';

describe('POST /api/create-payment-intent: priced on the server, stock reserved, payment opened', () => {
  let t: TestApp;
  let buyer: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createUser(t, 'acheteuse');
  });
  afterAll(async () => t.close());

  const pendingOrders = () => t.db.selectFrom('orders').selectAll().where('status', '=', 'pending').execute();

  it('reserves the stock in a pending order holding the prices charged, and answers the client secret', async () => {
    const mug = await createProduct(t.db, { priceMinor: 1200, stock: 10 });
    const response = await openIntent(t.app, buyer, [{ productId: mug, quantity: 3 }]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      clientSecret: expect.stringContaining('_secret_'),
      paymentIntentId: expect.any(String),
      orderId: expect.any(Number),
      amount: { price: 36, priceMinor: 3600, currency: 'EUR' },
      provider: 'local',
      publishableKey: null,
      expiresAt: expect.any(String),
    });
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await stockOf(t.db, mug)).toBe(7);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', body.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'pending', amount_minor: 3600, payment_intent_id: body.paymentIntentId });
    const lines = await t.db.selectFrom('order_lines').selectAll().where('order_id', '=', body.orderId).execute();
    expect(lines).toEqual([expect.objectContaining({ product_id: mug, quantity: 3, unit_price_minor: 1200 })]);
    const session = await t.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('public_id', '=', body.paymentIntentId)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ purpose: 'order', status: 'open', amount_minor: 3600 });
  });

  it('refuses a tampered amount with 409 and the server’s quote, reserving nothing', async () => {
    const cap = await createProduct(t.db, { priceMinor: 2200, stock: 4 });
    const before = (await pendingOrders()).length;
    const response = await openIntent(t.app, buyer, [{ productId: cap, quantity: 1 }], { amount: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: AMOUNT_CHANGED,
      quote: { total: { priceMinor: 2200 }, payable: true },
    });
    expect(await stockOf(t.db, cap)).toBe(4);
    expect(await pendingOrders()).toHaveLength(before);
  });

  it('refuses an unpayable cart (with the line that stops it) and a refused promo code', async () => {
    const rare = await createProduct(t.db, { stock: 1 });
    const tooMany = await openIntent(t.app, buyer, [{ productId: rare, quantity: 2 }], { amount: 2000 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(CART_NOT_PAYABLE);
    expect(tooMany.json().quote.lines[0].problem).toBe('not-enough-stock');
    await promoCode(t.db, { code: 'VIEUX', percentOff: 10, endsAt: '2020-01-01T00:00:00.000Z' });
    const expired = await openIntent(t.app, buyer, [{ productId: rare, quantity: 1 }], { promoCode: 'VIEUX' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: PROMO_EXPIRED, quote: { promo: { applied: false } } });
    expect(await stockOf(t.db, rare)).toBe(1);
  });

  it('reserves all the lines or none', async () => {
    const plenty = await createProduct(t.db, { stock: 10 });
    const scarce = await createProduct(t.db, { stock: 2 });
    const rival = await createUser(t, 'rivale');
    const quoted = await openIntent(t.app, rival, [{ productId: scarce, quantity: 2 }]);
    expect(quoted.statusCode).toBe(201);
    // The buyer's page still shows the old stock: the amount matches, the reservation must fail as a whole.
    const response = await openIntent(
      t.app,
      buyer,
      [
        { productId: plenty, quantity: 3 },
        { productId: scarce, quantity: 1 },
      ],
      { amount: 4000 },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().quote.lines.map((line: { problem: string | null }) => line.problem)).toEqual([
      null,
      'out-of-stock',
    ]);
    expect(await stockOf(t.db, plenty)).toBe(10);
    expect(await stockOf(t.db, scarce)).toBe(0);
  });

  it('asks for a signed-in buyer (401) and answers bad input with 422 and its violations', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(SIGN_IN_TO_ORDER);
    const product = await createProduct(t.db, { stock: 3 });
    const valid = {
      lines: [{ productId: product, quantity: 1 }],
      amount: 1000,
      customerName: 'A',
      customerEmail: 'a@b.fr',
    };
    for (const payload of [
      {},
      { ...valid, customerEmail: 'pas-un-email' },
      { ...valid, customerName: '' },
      { ...valid, amount: -1 },
      { ...valid, lines: [{ productId: product, quantity: 100 }] },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.headers,
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations.length).toBeGreaterThan(0);
    }
    expect(await stockOf(t.db, product)).toBe(3);
  });

  it('20 buyers in parallel for the last 5 units, across two API servers: 5 payments opened, 15 clear refusals, stock never negative', async () => {
    const lastUnits = await createProduct(t.db, { name: 'Dernières pièces', priceMinor: 7900, stock: 5 });
    const buyers: TestSession[] = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await createUser(t, `ruee${i}`));
    const secondDb = openDatabase(t.config.database);
    const second = buildServer(t.config, { db: secondDb, logger: false });
    await second.ready();
    try {
      const started = performance.now();
      const answers = await Promise.all(
        buyers.map((someone, i) =>
          openIntent(i % 2 === 0 ? t.app : second, someone, [{ productId: lastUnits, quantity: 1 }], { amount: 7900 }),
        ),
      );
      const elapsed = performance.now() - started;
      const opened = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(opened).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const answer of refused) expect([STOCK_TAKEN, CART_NOT_PAYABLE]).toContain(answer.json().message);
      expect(await stockOf(t.db, lastUnits)).toBe(0);
      const reserved = await t.db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select('order_lines.quantity')
        .where('order_lines.product_id', '=', lastUnits)
        .where('orders.status', '=', 'pending')
        .execute();
      expect(reserved).toHaveLength(5);
      const payments = await Promise.all(
        opened.map((answer, i) => payWithTestCard(i % 2 === 0 ? t.app : second, answer.json().clientSecret)),
      );
      expect(payments.map((payment) => payment.statusCode)).toEqual(Array(5).fill(200));
      const paid = await t.db
        .selectFrom('order_lines')
        .innerJoin('orders', 'orders.id', 'order_lines.order_id')
        .select('orders.id')
        .where('order_lines.product_id', '=', lastUnits)
        .where('orders.status', '=', 'paid')
        .execute();
      expect(paid).toHaveLength(5);
      expect(await stockOf(t.db, lastUnits)).toBe(0);
      const database = process.env.KORA_TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';
      console.info(
        `store rush on ${database}, two servers: 20 buyers, 5 units → ${opened.length} payments opened (${paid.length} orders paid), ${refused.length} refusals in ${Math.round(elapsed)} ms`,
      );
    } finally {
      await second.close();
      await secondDb.destroy();
    }
  });
});
