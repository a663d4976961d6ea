import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { payOnCheckoutPage } from '../purchases/testing';
import { topUp } from './testing';

describe('the wallet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, session?: TestSession) => t.app.inject({ method: 'GET', url, headers: session?.headers });
  const balances = async (session: TestSession) => (await get('/api/user/balance', session)).json().balances;

  it('is private to its holder', async () => {
    expect((await get('/api/user/balance')).statusCode).toBe(401);
    expect((await get('/api/user/wallet/movements')).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/wallet/top-up',
      payload: { amount: 10, currency: 'EUR' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('starts empty, in euros, with no currency of its own yet', async () => {
    const listener = await signUp(t.app, 'portefeuille');
    expect(await balances(listener)).toEqual([{ price: 0, priceMinor: 0, currency: 'EUR' }]);
    expect((await get('/api/user/balance', listener)).json().balance).toBeNull();
    expect((await get('/api/user/wallet/movements', listener)).json()).toEqual([]);
  });

  it('is credited only once the payment is confirmed, and only once', async () => {
    const listener = await signUp(t.app, 'recharge');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/user/wallet/top-up',
      headers: listener.headers,
      payload: { amount: 25, currency: 'EUR' },
    });
    expect(started.json()).toMatchObject({ price: 25, priceMinor: 2500, currency: 'EUR', provider: 'local' });
    expect(await balances(listener)).toEqual([{ price: 0, priceMinor: 0, currency: 'EUR' }]);

    const { checkoutUrl } = started.json();
    expect((await payOnCheckoutPage(t.app, checkoutUrl)).statusCode).toBe(303);
    expect(await balances(listener)).toEqual([{ price: 25, priceMinor: 2500, currency: 'EUR' }]);
    await payOnCheckoutPage(t.app, checkoutUrl);
    expect(await balances(listener)).toEqual([{ price: 25, priceMinor: 2500, currency: 'EUR' }]);

    await topUp(t.app, listener, 5, 'EUR');
    expect((await get('/api/user/balance', listener)).json()).toEqual({
      balance: { price: 30, priceMinor: 3000, currency: 'EUR' },
      balances: [{ price: 30, priceMinor: 3000, currency: 'EUR' }],
    });
    const movements = (await get('/api/user/wallet/movements', listener)).json();
    expect(movements).toEqual([
      expect.objectContaining({
        reason: 'top-up',
        description: 'Recharge du portefeuille',
        priceMinor: 500,
        currency: 'EUR',
      }),
      expect.objectContaining({ reason: 'top-up', priceMinor: 2500, currency: 'EUR' }),
    ]);
    expect(movements[0]).not.toHaveProperty('listed');
  });

  it('refuses amounts out of range, unknown currencies and return addresses off the site', async () => {
    const listener = await signUp(t.app, 'horslimite');
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/wallet/top-up', headers: listener.headers, payload });
    for (const payload of [
      { amount: 0, currency: 'EUR' },
      { amount: 1001, currency: 'EUR' },
      { amount: 100, currency: 'XOF' },
      { amount: 10, currency: 'GBP' },
      { amount: 'dix', currency: 'EUR' },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().violations?.length ?? 0).toBeGreaterThan(0);
    }
    const offSite = await post({ amount: 10, currency: 'EUR', successUrl: 'https://evil.example/ok' });
    expect(offSite.statusCode).toBe(422);
  });
});
