import type { MobileMoneyOrderCheckout } from '@kora/shared/contracts';
import { SIMULATOR_TTL_MS } from '../../payments/mobile-money/simulator';
import {
  answerOnPhone,
  CONFIRMS,
  currentNotification,
  DECLINED,
  deliver,
  noticesOf,
  payOnSimulator,
  plainSpaces,
  sessionRow,
} from '../../payments/testing/mobile-money';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { orderNumber } from './orders-repository';
import { RESERVATION_MINUTES, releaseExpiredOrders } from './stock-reservations';
import { createProduct, openIntent, payWithTestCard, stockOf, type Line } from './testing';

const WEB = 'http://localhost:3000';

/**
 * A store order paid by mobile money on the API's own simulator: the same reservation as a card, the
 * total charged in FCFA, the order fulfilled only by the provider's confirmation, once; a payment that
 * comes too late for the stock is credited to the buyer's wallet, once.
 */
describe('a store order paid by mobile money', () => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    // The sweeper is run by hand here.
    t = await createTestApp({ env: { MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  // Each payer on its own address: the simulator's page is rate-limited per address.
  const nextAddress = () => `10.31.0.${(address += 1)}`;
  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;
  const orderOf = async (session: TestSession, orderId: number) =>
    (await get(`/api/orders/${orderId}`, session)).json();
  const soldOf = async (productId: number) =>
    (await t.db.selectFrom('products').select('sold_count').where('id', '=', productId).executeTakeFirstOrThrow())
      .sold_count;
  const refundsOf = (userId: number) =>
    t.db
      .selectFrom('wallet_movements')
      .select(['amount_minor', 'currency', 'reference'])
      .where('user_id', '=', userId)
      .where('reason', '=', 'refund')
      .execute();

  /** The reservation runs out before the payer answers, and the next sweep gives the stock back. */
  const releaseAfterItsReservation = async (orderId: number) => {
    await t.db
      .updateTable('orders')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', orderId)
      .execute();
    await releaseExpiredOrders(t.db, t.app.payments.sessions);
  };

  const payByMobileMoney = async (
    buyer: TestSession,
    lines: Line[],
    body: Record<string, unknown> = {},
  ): Promise<MobileMoneyOrderCheckout> => {
    const response = await openIntent(t.app, buyer, lines, { body: { method: 'mobile_money', ...body } });
    if (response.statusCode !== 201)
      throw new Error(`mobile-money order failed: ${response.statusCode} ${response.body}`);
    return response.json<MobileMoneyOrderCheckout>();
  };

  it('reserves the cart as a card does and says the FCFA before the payer goes on', async () => {
    const buyer = await signUp(t.app, 'awa.boutique');
    const boubou = await createProduct(t.db, { name: 'Boubou Kora', priceMinor: 3900, stock: 5 });
    const started = await payByMobileMoney(buyer, [{ productId: boubou, quantity: 2 }], { operator: 'wave' });
    expect(started).toEqual({
      orderId: expect.any(Number),
      amount: { price: 78, priceMinor: 7800, currency: 'EUR' },
      expiresAt: expect.any(String),
      sessionId: expect.any(String),
      checkoutUrl: expect.stringMatching(/^http:\/\/api\.test\/api\/payments\/mobile-money\/simulator\//),
      provider: 'simulator',
      publishableKey: null,
      method: 'mobile_money',
      amountXof: 51165,
      chargeLabel: expect.any(String),
    });
    expect(plainSpaces(started.chargeLabel)).toBe('Vous allez payer 51 165 FCFA (78,00 €)');
    const minutes = (Date.parse(started.expiresAt) - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await stockOf(t.db, boubou)).toBe(3);

    const page = await get(pathOf(started.checkoutUrl));
    expect(page.statusCode).toBe(200);
    expect(plainSpaces(page.body)).toContain('51 165 FCFA (78,00 €)');
    expect(page.body).toContain(`Commande ${orderNumber(started.orderId)}`);
    // The operator chosen on the cart is already selected on the page.
    expect(page.body).toContain('<option value="wave" selected>');

    expect(await sessionRow(t.db, started.sessionId)).toMatchObject({
      purpose: 'order',
      method: 'mobile_money',
      status: 'open',
      amount_minor: 51165,
      currency: 'XOF',
      listed_amount_minor: 7800,
      listed_currency: 'EUR',
      success_url: `${WEB}/cart?order=${started.orderId}`,
      cancel_url: `${WEB}/cart?order=${started.orderId}`,
    });
    expect(await orderOf(buyer, started.orderId)).toMatchObject({ status: 'pending', paidAt: null });
  });

  it('paid by Wave: fulfilled once, however often the payment is confirmed, and back to the cart', async () => {
    const buyer = await signUp(t.app, 'moussa.boutique');
    const vinyl = await createProduct(t.db, { name: 'Vinyle Wave', priceMinor: 2500, stock: 4 });
    const started = await payByMobileMoney(buyer, [{ productId: vinyl, quantity: 2 }], { operator: 'wave' });
    const from = nextAddress();
    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'wave', from);
    expect(await orderOf(buyer, started.orderId)).toMatchObject({ status: 'pending' });

    const validated = await answerOnPhone(t.app, started.checkoutUrl, 'validate', from);
    expect(validated.statusCode).toBe(303);
    const back = await get(pathOf(String(validated.headers.location)));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${WEB}/cart?order=${started.orderId}`);

    // Valider again, the notification replayed twice, the way back again, a sweep: nothing more.
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', from);
    const notification = await currentNotification(t.app, started.sessionId);
    await Promise.all([deliver(t.app, notification), deliver(t.app, notification)]);
    await get(pathOf(String(validated.headers.location)));
    await t.app.mobileMoney!.sweep();

    expect(await orderOf(buyer, started.orderId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
      total: { priceMinor: 5000, currency: 'EUR' },
      receiptUrl: `http://api.test/api/orders/${started.orderId}/receipt`,
      method: 'mobile_money',
      operator: 'wave',
      maskedPhone: '+225 07 •• •• •• 01',
      amountXof: 32798,
    });
    expect(await stockOf(t.db, vinyl)).toBe(2);
    expect(await soldOf(vinyl)).toBe(2);
    expect(await noticesOf(t.db, buyer.userId, 'order-confirmed')).toHaveLength(1);
    expect(await refundsOf(buyer.userId)).toEqual([]);
  });

  it('declined by the operator: the stock goes back at once, the buyer is told, and the cart says so', async () => {
    const buyer = await signUp(t.app, 'fatou.boutique');
    const scarf = await createProduct(t.db, { priceMinor: 1500, stock: 3 });
    const started = await payByMobileMoney(buyer, [{ productId: scarf, quantity: 3 }], { operator: 'orange' });
    expect(await stockOf(t.db, scarf)).toBe(0);
    await payOnSimulator(t.app, started.checkoutUrl, DECLINED, 'orange', nextAddress());

    expect(await stockOf(t.db, scarf)).toBe(3);
    expect(await orderOf(buyer, started.orderId)).toMatchObject({ status: 'cancelled', paidAt: null });
    expect((await sessionRow(t.db, started.sessionId)).status).toBe('failed');
    expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toEqual([
      { kind: 'payment-declined', link: '/cart' },
    ]);
    const back = await get(
      `/api/payments/mobile-money/return/${(await sessionRow(t.db, started.sessionId)).public_id}`,
    );
    expect(back.headers.location).toBe(`${WEB}/cart?order=${started.orderId}`);
    // A sweep later, nothing is given back twice.
    await releaseExpiredOrders(t.db, t.app.payments.sessions);
    await t.app.mobileMoney!.sweep();
    expect(await stockOf(t.db, scarf)).toBe(3);
  });

  it('confirmed after its reservation was released and its stock sold: refunded to the wallet, once', async () => {
    const late = await signUp(t.app, 'kofi.boutique');
    const rival = await signUp(t.app, 'ama.boutique');
    const poster = await createProduct(t.db, { name: 'Affiche', priceMinor: 3900, stock: 2 });
    const started = await payByMobileMoney(late, [{ productId: poster, quantity: 2 }], { operator: 'mtn' });
    const from = nextAddress();
    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'mtn', from);

    // The reservation runs out before the payer answers; the stock is sold to someone else meanwhile.
    await releaseAfterItsReservation(started.orderId);
    expect(await stockOf(t.db, poster)).toBe(2);
    const sold = await openIntent(t.app, rival, [{ productId: poster, quantity: 2 }]);
    expect((await payWithTestCard(t.app, sold.json().clientSecret)).statusCode).toBe(200);
    expect(await stockOf(t.db, poster)).toBe(0);

    // The payer presses Valider after all; the notification comes again, twice at once.
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', from);
    const notification = await currentNotification(t.app, started.sessionId);
    await Promise.all([deliver(t.app, notification), deliver(t.app, notification)]);
    await t.app.mobileMoney!.sweep();

    expect(await refundsOf(late.userId)).toEqual([
      { amount_minor: 51165, currency: 'XOF', reference: `order-${started.orderId}` },
    ]);
    const wallet = await t.db
      .selectFrom('wallets')
      .select(['currency', 'balance_minor'])
      .where('user_id', '=', late.userId)
      .execute();
    expect(wallet).toEqual([{ currency: 'XOF', balance_minor: 51165 }]);
    expect(await orderOf(late, started.orderId)).toMatchObject({
      status: 'refunded',
      receiptUrl: null,
      refund: { to: 'wallet', amount: { price: 51165, priceMinor: 51165, currency: 'XOF' } },
    });
    expect(await stockOf(t.db, poster)).toBe(0);
    expect(await soldOf(poster)).toBe(2);

    const told = whatHappened(await notificationsOf(t.app, late)).filter((n) => n.kind === 'order-refunded');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ params: { order: orderNumber(started.orderId) }, link: '/profile' });
    expect(plainSpaces(told[0].params.amount)).toBe('51 165 FCFA');
    expect(await noticesOf(t.db, late.userId, 'order-confirmed')).toEqual([]);
    // The card buyer's order is untouched.
    expect(await orderOf(rival, sold.json().orderId)).toMatchObject({ status: 'paid' });
  });

  it('a late confirmation that finds the stock still there takes it again and is fulfilled', async () => {
    const buyer = await signUp(t.app, 'ibrahim.boutique');
    const mug = await createProduct(t.db, { priceMinor: 1200, stock: 1 });
    const started = await payByMobileMoney(buyer, [{ productId: mug, quantity: 1 }]);
    const from = nextAddress();
    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'moov', from);
    await releaseAfterItsReservation(started.orderId);
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', from);
    expect(await orderOf(buyer, started.orderId)).toMatchObject({ status: 'paid' });
    expect(await stockOf(t.db, mug)).toBe(0);
    expect(await refundsOf(buyer.userId)).toEqual([]);
  });

  it('holds the stock longer than the simulator waits for the phone, plus a sweep', () => {
    expect(RESERVATION_MINUTES * 60_000).toBeGreaterThanOrEqual(SIMULATOR_TTL_MS + t.config.mobileMoneySweepIntervalMs);
  });

  it('refuses a return address off the web app, an unknown operator, and reserves nothing', async () => {
    const buyer = await signUp(t.app, 'mauvais.boutique');
    const cap = await createProduct(t.db, { priceMinor: 2000, stock: 2 });
    const lines = [{ productId: cap, quantity: 1 }];
    const elsewhere = await openIntent(t.app, buyer, lines, {
      body: { method: 'mobile_money', successUrl: 'https://ailleurs.example/merci' },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().violations).toEqual([
      { propertyPath: 'successUrl', message: 'Adresse de retour non autorisée.' },
    ]);
    const operator = await openIntent(t.app, buyer, lines, { body: { method: 'mobile_money', operator: 'poste' } });
    expect(operator.statusCode).toBe(422);
    expect(operator.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['operator']);
    expect(await stockOf(t.db, cap)).toBe(2);

    // The page's own address, with what it already asks, comes back with the order's id.
    const own = await payByMobileMoney(buyer, lines, { successUrl: `${WEB}/cart?from=mm`, cancelUrl: `${WEB}/cart` });
    expect((await sessionRow(t.db, own.sessionId)).success_url).toBe(`${WEB}/cart?from=mm&order=${own.orderId}`);
  });

  it('says mobile money is off, before reserving, when the API has none', async () => {
    const buyer = await signUp(t.app, 'sans.mobile');
    const cap = await createProduct(t.db, { priceMinor: 2000, stock: 1 });
    const mobileMoney = t.app.payments.mobileMoney;
    Object.assign(t.app.payments, { mobileMoney: null });
    try {
      const refused = await openIntent(t.app, buyer, [{ productId: cap, quantity: 1 }], {
        body: { method: 'mobile_money' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([
        { propertyPath: 'method', message: expect.stringContaining('mobile money') },
      ]);
    } finally {
      Object.assign(t.app.payments, { mobileMoney });
    }
    expect(await stockOf(t.db, cap)).toBe(1);
  });
});
