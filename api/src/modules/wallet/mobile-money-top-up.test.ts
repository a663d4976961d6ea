import {
  answerOnPhone,
  CONFIRMS,
  currentNotification,
  deliver,
  DECLINED,
  payOnSimulator,
  plainSpaces,
  sessionRow,
  startByMobileMoney,
} from '../../payments/testing/mobile-money';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';

/** Wallet top-ups by mobile money on the simulator: credited the amount asked for, once, when the provider says. */
describe('topping up the wallet by mobile money', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const balances = async (session: TestSession) => (await get('/api/user/balance', session)).json().balances;
  const topUp = (session: TestSession, amount: number, currency: string) =>
    startByMobileMoney(t.app, session, '/api/user/wallet/top-up', { amount, currency });

  it('credits 5 000 FCFA once, however often the payment is confirmed', async () => {
    const listener = await signUp(t.app, 'aminata.mm');
    const started = await topUp(listener, 5000, 'XOF');
    expect(started).toMatchObject({
      provider: 'simulator',
      price: 5000,
      priceMinor: 5000,
      currency: 'XOF',
      method: 'mobile_money',
      amountXof: 5000,
    });
    expect(plainSpaces(started.chargeLabel)).toBe('Vous allez payer 5 000 FCFA');
    expect(await balances(listener)).toEqual([{ price: 0, priceMinor: 0, currency: 'EUR' }]);

    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'orange', '10.2.0.1');
    expect(await balances(listener)).toEqual([{ price: 0, priceMinor: 0, currency: 'EUR' }]);
    const validated = await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.2.0.1');
    expect(validated.statusCode).toBe(303);
    expect(await balances(listener)).toEqual([{ price: 5000, priceMinor: 5000, currency: 'XOF' }]);

    // Again: Valider, the notification replayed, the way back, the status asked, a sweep.
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.2.0.1');
    await deliver(t.app, await currentNotification(t.app, started.sessionId));
    const back = await get(new URL(String(validated.headers.location)).pathname);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('http://localhost:3000/profile?wallet=topped-up');
    await get(`/api/check-payment-status/${started.sessionId}`, listener);
    await t.app.mobileMoney!.sweep();
    expect(await balances(listener)).toEqual([{ price: 5000, priceMinor: 5000, currency: 'XOF' }]);
    const movements = (await get('/api/user/wallet/movements', listener)).json();
    expect(movements).toEqual([
      expect.objectContaining({
        reason: 'top-up',
        description: 'Recharge du portefeuille',
        priceMinor: 5000,
        currency: 'XOF',
      }),
    ]);
  });

  it('pays a top-up asked in euros in FCFA and credits the euros asked for', async () => {
    const listener = await signUp(t.app, 'jean.mm');
    const started = await topUp(listener, 10, 'EUR');
    expect(started).toMatchObject({ price: 10, priceMinor: 1000, currency: 'EUR', amountXof: 6560 });
    expect(plainSpaces(started.chargeLabel)).toBe('Vous allez payer 6 560 FCFA (10,00 €)');
    const row = await sessionRow(t.db, started.sessionId);
    expect(row).toMatchObject({
      amount_minor: 6560,
      currency: 'XOF',
      listed_amount_minor: 1000,
      listed_currency: 'EUR',
    });
    await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, 'wave', '10.2.0.2');
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', '10.2.0.2');
    expect(await balances(listener)).toEqual([{ price: 10, priceMinor: 1000, currency: 'EUR' }]);
  });

  it('credits nothing when the operator declines', async () => {
    const listener = await signUp(t.app, 'refus.portefeuille');
    const started = await topUp(listener, 2000, 'XOF');
    await payOnSimulator(t.app, started.checkoutUrl, DECLINED, 'mtn', '10.2.0.3');
    expect((await sessionRow(t.db, started.sessionId)).status).toBe('failed');
    expect(await balances(listener)).toEqual([{ price: 0, priceMinor: 0, currency: 'EUR' }]);
    expect((await get('/api/user/wallet/movements', listener)).json()).toEqual([]);
  });

  it('keeps the top-up limits of the currency asked for', async () => {
    const listener = await signUp(t.app, 'limite.mm');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/wallet/top-up',
      headers: listener.headers,
      payload: { amount: 100, currency: 'XOF', method: 'mobile_money' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('amount');
  });
});
