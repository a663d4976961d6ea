import { OrdersResponseSchema, type OrderSummary } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import {
  answerOnPhone,
  CONFIRMS,
  DECLINED,
  payOnSimulator,
  startByMobileMoney,
} from '../../payments/testing/mobile-money';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { buyTrack, createSaleCatalogue, type SaleCatalogue } from '../purchases/testing';
import { createProduct, openIntent, payWithTestCard } from '../store/testing';

describe('GET /api/profile/orders says how each line was paid', () => {
  let t: TestApp;
  let sale: SaleCatalogue;

  beforeAll(async () => {
    t = await createTestApp({ env: { MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' } });
    sale = await createSaleCatalogue(t);
  });
  afterAll(async () => t.close());

  const historyOf = async (session: TestSession): Promise<OrderSummary[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/profile/orders', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const lines = response.json<OrderSummary[]>();
    expect(Value.Check(OrdersResponseSchema, lines)).toBe(true);
    return lines;
  };

  const buyByMobileMoney = async (buyer: TestSession, phone: string, operator: string, address: string) => {
    const started = await startByMobileMoney(t.app, buyer, '/api/create-stripe-session', {
      trackId: sale.singleTrackId,
    });
    await payOnSimulator(t.app, started.checkoutUrl, phone, operator, address);
    await answerOnPhone(t.app, started.checkoutUrl, 'validate', address);
  };

  it('a track bought by MTN MoMo on the simulator: the method, the operator, the masked number, the FCFA', async () => {
    const buyer = await signUp(t.app, 'history.mm');
    await buyByMobileMoney(buyer, CONFIRMS, 'mtn', '10.0.1.1');
    const [line, ...others] = await historyOf(buyer);
    expect(others).toEqual([]);
    expect(line).toMatchObject({
      kind: 'track',
      status: 'paid',
      priceMinor: 1306,
      currency: 'XOF',
      method: 'mobile_money',
      operator: 'mtn',
      maskedPhone: '+225 07 •• •• •• 01',
      amountXof: 1306,
    });
  });

  it('a track bought by card says card, and nothing of a phone', async () => {
    const buyer = await signUp(t.app, 'history.card');
    await buyTrack(t.app, buyer, sale.pricedTrackId);
    const [line] = await historyOf(buyer);
    expect(line).toMatchObject({ kind: 'track', status: 'paid', method: 'card' });
    expect(line).not.toHaveProperty('operator');
    expect(line).not.toHaveProperty('maskedPhone');
    expect(line).not.toHaveProperty('amountXof');
  });

  it('a declined mobile-money payment leaves no line', async () => {
    const buyer = await signUp(t.app, 'history.declined');
    const started = await startByMobileMoney(t.app, buyer, '/api/create-stripe-session', {
      trackId: sale.singleTrackId,
    });
    await payOnSimulator(t.app, started.checkoutUrl, DECLINED, 'orange', '10.0.1.2');
    expect(await historyOf(buyer)).toEqual([]);
  });

  it('a store order paid by card says card; a purchase recorded without a payment says nothing of one', async () => {
    const buyer = await signUp(t.app, 'history.store');
    const poster = await createProduct(t.db, { name: 'Affiche Racines', priceMinor: 1500, stock: 3 });
    const intent = await openIntent(t.app, buyer, [{ productId: poster, quantity: 1 }]);
    expect(intent.statusCode).toBe(201);
    expect((await payWithTestCard(t.app, intent.json<{ clientSecret: string }>().clientSecret)).statusCode).toBe(200);
    await t.db
      .insertInto('purchases')
      .values({
        user_id: buyer.userId,
        track_id: sale.pricedTrackId,
        release_id: null,
        payment_session_id: null,
        amount_minor: 250,
        currency: 'EUR',
        status: 'paid',
        created_at: '2020-01-01T00:00:00.000Z',
      })
      .execute();

    const [order, older] = await historyOf(buyer);
    expect(order).toMatchObject({ kind: 'order', itemCount: 1, priceMinor: 1500, method: 'card' });
    expect(order).not.toHaveProperty('operator');
    expect(older).toMatchObject({ kind: 'track', priceMinor: 250 });
    expect(older).not.toHaveProperty('method');
  });
});
