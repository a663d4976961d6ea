import { createSaleCatalogue, type SaleCatalogue } from '../modules/purchases/testing';
import { createTestApp, signUp, type TestApp, type TestSession } from '../test/test-app';
import { DatabaseSimulatorStore } from './mobile-money/database-store';
import {
  NOTIFICATION_SITE_INVALID,
  NOTIFICATION_TOKEN_INVALID,
  NOTIFICATION_MALFORMED,
} from './mobile-money/mobile-money-provider';
import { signNotification, TOKEN_HEADER } from './mobile-money/signature';
import { simulatorSecretFrom } from './mobile-money/simulator';
import {
  answerOnPhone,
  CONFIRMS,
  currentNotification,
  deliver,
  DECLINED,
  noticesOf,
  payOnSimulator,
  postNotification,
  sessionRow,
  simulatorOf,
  startByMobileMoney,
} from './testing/mobile-money';

/**
 * `POST /api/payments/mobile-money/notification`: a notification is verified (its x-token, its site id),
 * then the payment's status is asked from the provider, and only that answer grants, once. The
 * notifications here are the simulator's own, forged, altered, replayed or sent many times at once.
 */
describe('mobile-money notifications', () => {
  let t: TestApp;
  let sale: SaleCatalogue;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' } });
    sale = await createSaleCatalogue(t);
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const purchasesOf = (userId: number) =>
    t.db.selectFrom('purchases').selectAll().where('user_id', '=', userId).execute();
  const secret = () => simulatorSecretFrom(t.config.jwtSecret);

  /** A buyer whose track payment waits for the phone (+225 07 00 00 00 01 typed, Payer pressed). */
  async function waitingPayment(name: string) {
    const buyer = await signUp(t.app, name);
    const started = await startByMobileMoney(t.app, buyer, '/api/create-stripe-session', {
      trackId: sale.singleTrackId,
    });
    address += 1;
    const remote = `10.1.0.${address}`;
    expect((await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'orange', remote)).statusCode).toBe(303);
    return { buyer, started, transactionId: started.sessionId, remote };
  }

  /** The provider has accepted the payment, but its notification has not arrived yet. */
  async function acceptedWithoutNotice(transactionId: string) {
    const moved = await new DatabaseSimulatorStore(t.db).transition(transactionId, ['waiting'], {
      status: 'accepted',
      updatedAt: new Date().toISOString(),
    });
    expect(moved?.status).toBe('accepted');
  }

  it("answers CinetPay's availability check", async () => {
    const ping = await get('/api/payments/mobile-money/notification');
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ received: true, type: 'ping' });
  });

  it('refuses forged, unsigned, altered and other-site notifications with 400, granting nothing', async () => {
    const { buyer, transactionId } = await waitingPayment('forge.mm');
    await acceptedWithoutNotice(transactionId);
    const genuine = await currentNotification(t.app, transactionId);
    const fields = { ...genuine.fields };

    const forged = await postNotification(t.app, fields, { [TOKEN_HEADER]: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(NOTIFICATION_TOKEN_INVALID);

    const unsigned = await postNotification(t.app, fields);
    expect(unsigned.statusCode).toBe(400);

    const wrongSecret = await postNotification(t.app, fields, {
      [TOKEN_HEADER]: signNotification(fields, 'not-the-simulator-secret'),
    });
    expect(wrongSecret.statusCode).toBe(400);

    // A field changed after signing (the amount, the session it names): the token no longer verifies.
    for (const altered of [
      { ...fields, cpm_amount: '1' },
      { ...fields, cpm_custom: 'ps_someone_else' },
      { ...fields, cpm_trans_id: 'KORA000000000000000000000000' },
    ]) {
      const response = await postNotification(t.app, altered, { [TOKEN_HEADER]: genuine.headers[TOKEN_HEADER] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NOTIFICATION_TOKEN_INVALID);
    }

    // Signed with the right key, but for another merchant site.
    const otherSite = { ...fields, cpm_site_id: '445160' };
    const elsewhere = await postNotification(t.app, otherSite, {
      [TOKEN_HEADER]: signNotification(otherSite, secret()),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(NOTIFICATION_SITE_INVALID);

    // Not a form at all.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mobile-money/notification',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: genuine.headers[TOKEN_HEADER] },
      payload: JSON.stringify({ ...fields, cpm_amount: 1306 }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(NOTIFICATION_MALFORMED);

    expect(await purchasesOf(buyer.userId)).toEqual([]);
    expect((await sessionRow(t.db, transactionId)).status).toBe('open');

    // The genuine one grants.
    expect((await deliver(t.app, genuine)).json()).toEqual({ received: true, type: 'granted' });
    expect(await purchasesOf(buyer.userId)).toHaveLength(1);
  });

  it('asks the provider before granting: a signed "SUCCES" for a payment still waiting grants nothing', async () => {
    const { buyer, transactionId } = await waitingPayment('attente.mm');
    const notification = await currentNotification(t.app, transactionId);
    // What a notification says decides nothing: claim success, signed with the right key.
    const claim = { ...notification.fields, cpm_error_message: 'SUCCES' };
    const response = await postNotification(t.app, claim, { [TOKEN_HEADER]: signNotification(claim, secret()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, type: 'pending' });
    expect(await purchasesOf(buyer.userId)).toEqual([]);
    expect((await sessionRow(t.db, transactionId)).status).toBe('open');
  });

  it('grants nothing when the status check says refused, whatever the notification claims', async () => {
    const buyer = await signUp(t.app, 'refus.mm');
    const started = await startByMobileMoney(t.app, buyer, '/api/create-stripe-session', {
      trackId: sale.singleTrackId,
    });
    await payOnSimulator(t.app, started.checkoutUrl, DECLINED, 'mtn', '10.1.1.1');
    const refused = await currentNotification(t.app, started.sessionId);
    const claim = { ...refused.fields, cpm_error_message: 'SUCCES' };
    const response = await postNotification(t.app, claim, { [TOKEN_HEADER]: signNotification(claim, secret()) });
    expect(response.json()).toEqual({ received: true, type: 'closed' });
    expect(await purchasesOf(buyer.userId)).toEqual([]);
    expect((await sessionRow(t.db, started.sessionId)).status).toBe('failed');
    expect(await noticesOf(t.db, buyer.userId, 'payment-declined')).toHaveLength(1);
  });

  it('grants nothing when the provider says accepted for less than the session charges', async () => {
    const { buyer, transactionId, started, remote } = await waitingPayment('moins.mm');
    await t.db
      .updateTable('mobile_money_simulator_transactions')
      .set({ amount_xof: 1305 })
      .where('transaction_id', '=', transactionId)
      .execute();
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', remote);
    expect(await purchasesOf(buyer.userId)).toEqual([]);
    expect((await sessionRow(t.db, transactionId)).status).toBe('open');
  });

  it('grants once for 20 copies of one notification arriving at once, and for its replays', async () => {
    const { buyer, transactionId } = await waitingPayment('vingt.mm');
    await acceptedWithoutNotice(transactionId);
    const notification = await currentNotification(t.app, transactionId);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(t.app, notification)));
    const ms = Date.now() - started;
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    console.log(`mobile money: 20 copies of one notification at once (SQLite, one process) in ${ms} ms`);
    expect(await purchasesOf(buyer.userId)).toHaveLength(1);
    expect(await noticesOf(t.db, buyer.userId, 'purchase-confirmed')).toHaveLength(1);

    // Replayed later, and an older notification of the same payment arriving after it: nothing more.
    expect((await deliver(t.app, notification)).statusCode).toBe(200);
    const waitingAgain = simulatorOf(t.app).notificationOf({
      ...(await simulatorOf(t.app).find(transactionId))!,
      status: 'waiting',
    });
    expect((await deliver(t.app, waitingAgain)).json()).toEqual({ received: true, type: 'granted' });
    expect(await purchasesOf(buyer.userId)).toHaveLength(1);
    expect((await sessionRow(t.db, transactionId)).status).toBe('paid');
  });

  it('answers a signed notification for a payment it does not know without doing anything', async () => {
    const { transactionId } = await waitingPayment('inconnu.mm');
    const notification = await currentNotification(t.app, transactionId);
    const unknown = { ...notification.fields, cpm_trans_id: 'KORAFFFFFFFFFFFFFFFFFFFFFFFF' };
    const response = await postNotification(t.app, unknown, { [TOKEN_HEADER]: signNotification(unknown, secret()) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, type: 'unknown-transaction' });
  });

  it('serves the simulator only for its own payments', async () => {
    expect((await get('/api/payments/mobile-money/simulator/KORA0000')).statusCode).toBe(404);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/payments/mobile-money/simulator/KORA0000',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=validate',
    });
    expect(posted.statusCode).toBe(404);
    expect(posted.json().message).toBe('Paiement introuvable.');
    expect((await get('/api/payments/mobile-money/return/ps_inconnu')).statusCode).toBe(404);
  });
});

describe('mobile money off (a Stripe-only production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_off', STRIPE_WEBHOOK_SECRET: 'whsec_off' },
    });
  });
  afterAll(async () => t.close());

  it('refuses a start by mobile money, and has no notification address nor simulator', async () => {
    expect(t.app.mobileMoney).toBeNull();
    const sale = await createSaleCatalogue(t);
    const buyer = await signUp(t.app, 'stripe.only');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-stripe-session',
      headers: buyer.headers,
      payload: { trackId: sale.singleTrackId, method: 'mobile_money' },
    });
    expect(started.statusCode).toBe(422);
    expect(started.json().violations).toEqual([
      { propertyPath: 'method', message: 'Le paiement par mobile money n’est pas disponible pour le moment.' },
    ]);
    const topUp = await t.app.inject({
      method: 'POST',
      url: '/api/user/wallet/top-up',
      headers: buyer.headers,
      payload: { amount: 5000, currency: 'XOF', method: 'mobile_money' },
    });
    expect(topUp.statusCode).toBe(422);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/mobile-money/notification',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'cpm_trans_id=KORA1',
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/mobile-money/simulator/KORA1' })).statusCode).toBe(
      404,
    );
  });
});
