import { createTestApp, insertUser, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { cancelWithRefunds } from '../events/cancellation';
import { createEvent } from '../events/testing';
import { payOnCheckoutPage } from '../purchases/testing';
import { topUp } from './testing';

/**
 * One wallet, one currency: the currency of its first credit. A ticket priced in another currency is
 * converted and rounded up (in the platform's favour by at most one minor unit); a credit in another
 * currency is converted and rounded down; the movements keep both amounts.
 */
describe('one wallet that pays any price', () => {
  let t: TestApp;
  let organizerId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { CURRENCY_USD_RATE: '1.1' } });
    organizerId = await insertUser(t.db, 'organisateur.devises');
  });
  afterAll(async () => t.close());

  const get = (url: string, session: TestSession) => t.app.inject({ method: 'GET', url, headers: session.headers });
  const wallet = async (session: TestSession) => (await get('/api/user/balance', session)).json();
  const movements = async (session: TestSession) => (await get('/api/user/wallet/movements', session)).json();
  const ticketAt = async (priceMinor: number, currency: string) =>
    createEvent(t.db, organizerId, [{ name: 'Entrée', priceMinor, currency, quantity: 100 }]);
  const buy = (session: TestSession, event: { eventId: number; typeIds: number[] }, quantity = 1) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${event.eventId}/buy-ticket`,
      headers: session.headers,
      payload: { ticketTypeId: event.typeIds[0], quantity },
    });

  it('buys a 10,00 € ticket from an FCFA wallet for 6 560 FCFA, and says both amounts', async () => {
    const listener = await signUp(t.app, 'awa.fcfa');
    await topUp(t.app, listener, 10000, 'XOF');
    const bought = await buy(listener, await ticketAt(1000, 'EUR'));
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({
      debited: { price: 6560, priceMinor: 6560, currency: 'XOF' },
      balance: { price: 3440, priceMinor: 3440, currency: 'XOF' },
    });
    expect(bought.json().tickets[0]).toMatchObject({ price: 10, priceMinor: 1000, currency: 'EUR' });
    expect(await wallet(listener)).toEqual({
      balance: { price: 3440, priceMinor: 3440, currency: 'XOF' },
      balances: [{ price: 3440, priceMinor: 3440, currency: 'XOF' }],
    });
    const [ticketLine, topUpLine] = await movements(listener);
    expect(ticketLine).toMatchObject({
      reason: 'ticket',
      price: -6560,
      priceMinor: -6560,
      currency: 'XOF',
      listed: { price: -10, priceMinor: -1000, currency: 'EUR' },
    });
    expect(topUpLine).toMatchObject({ reason: 'top-up', priceMinor: 10000, currency: 'XOF' });
    expect(topUpLine).not.toHaveProperty('listed');
  });

  it.each([
    ['0,01 € from an FCFA wallet', 1, 'EUR', 'XOF', 7],
    ['1 FCFA from a euro wallet', 1, 'XOF', 'EUR', 1],
    ['10,00 $ from an FCFA wallet, at the configured 1,10 $ for 1 €', 1000, 'USD', 'XOF', 5964],
    ['10,00 $ from a euro wallet, at the configured 1,10 $ for 1 €', 1000, 'USD', 'EUR', 910],
  ])('debits %s, rounded up to the wallet’s minor unit', async (_, priceMinor, currency, walletCurrency, debited) => {
    const listener = await signUp(t.app, `bord.${priceMinor}.${currency}.${walletCurrency}`.toLowerCase());
    const start = walletCurrency === 'XOF' ? 10000 : 100;
    await topUp(t.app, listener, start, walletCurrency);
    const startMinor = walletCurrency === 'XOF' ? start : start * 100;
    const bought = await buy(listener, await ticketAt(priceMinor, currency));
    expect(bought.statusCode).toBe(201);
    expect(bought.json().debited).toMatchObject({ priceMinor: debited, currency: walletCurrency });
    expect((await wallet(listener)).balance).toMatchObject({ priceMinor: startMinor - debited });
  });

  it('refuses a ticket the converted balance does not cover by one franc, and takes the last franc otherwise', async () => {
    const listener = await signUp(t.app, 'juste.fcfa');
    await topUp(t.app, listener, 6559 + 500, 'XOF');
    const paid = await buy(listener, await ticketAt(500, 'XOF'));
    expect(paid.json().balance).toMatchObject({ priceMinor: 6559, currency: 'XOF' });
    const event = await ticketAt(1000, 'EUR');
    const short = await buy(listener, event);
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toBe('Solde insuffisant pour cet achat.');
    expect((await wallet(listener)).balance).toMatchObject({ priceMinor: 6559 });

    await topUp(t.app, listener, 500, 'XOF');
    const both = await buy(listener, event);
    expect(both.statusCode).toBe(201);
    expect(both.json().balance).toMatchObject({ priceMinor: 499, currency: 'XOF' });
  });

  it('converts the price of several tickets once, on their total', async () => {
    const listener = await signUp(t.app, 'trois.billets');
    await topUp(t.app, listener, 5000, 'XOF');
    // 3 × 1,99 € = 5,97 € = 3 916,06 FCFA → 3 917 (three separate conversions would take 3 918).
    const bought = await buy(listener, await ticketAt(199, 'EUR'), 3);
    expect(bought.json().debited).toMatchObject({ priceMinor: 3917, currency: 'XOF' });
  });

  it('refuses a top-up in another currency than the wallet’s, with what to do instead', async () => {
    const listener = await signUp(t.app, 'devise.fixe');
    await topUp(t.app, listener, 5000, 'XOF');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/wallet/top-up',
      headers: listener.headers,
      payload: { amount: 10, currency: 'EUR' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'Votre portefeuille est en FCFA : rechargez-le en FCFA.',
      violations: [{ propertyPath: 'currency', message: 'Votre portefeuille est en FCFA : rechargez-le en FCFA.' }],
    });
    expect((await wallet(listener)).balance).toMatchObject({ priceMinor: 5000, currency: 'XOF' });
  });

  it('takes the currency of the first credit, and converts a top-up opened before it, rounding down', async () => {
    const listener = await signUp(t.app, 'deux.recharges');
    const start = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/user/wallet/top-up', headers: listener.headers, payload });
    const inEuros = (await start({ amount: 10, currency: 'EUR' })).json();
    const inFrancs = (await start({ amount: 5000, currency: 'XOF' })).json();
    expect((await payOnCheckoutPage(t.app, inFrancs.checkoutUrl)).statusCode).toBe(303);
    expect((await payOnCheckoutPage(t.app, inEuros.checkoutUrl)).statusCode).toBe(303);
    // 10,00 € = 6 559,57 FCFA → 6 559.
    expect((await wallet(listener)).balance).toEqual({ price: 11559, priceMinor: 11559, currency: 'XOF' });
    expect((await movements(listener))[0]).toMatchObject({
      reason: 'top-up',
      priceMinor: 6559,
      currency: 'XOF',
      listed: { priceMinor: 1000, currency: 'EUR' },
    });
  });

  it('refunds a cancelled EUR ticket into an FCFA wallet, converted and rounded down, once', async () => {
    const listener = await signUp(t.app, 'rembourse.fcfa');
    await topUp(t.app, listener, 10000, 'XOF');
    const event = await ticketAt(1000, 'EUR');
    expect((await buy(listener, event)).statusCode).toBe(201);
    expect(await cancelWithRefunds(t.db, t.config.currency, event.eventId)).toBe(1);
    expect(await cancelWithRefunds(t.db, t.config.currency, event.eventId)).toBe(0);
    expect((await wallet(listener)).balance).toMatchObject({ priceMinor: 3440 + 6559, currency: 'XOF' });
    expect((await movements(listener))[0]).toMatchObject({
      reason: 'refund',
      priceMinor: 6559,
      currency: 'XOF',
      listed: { priceMinor: 1000, currency: 'EUR' },
    });
  });
});
