import { createTestApp, signUp, type TestApp } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { orderNumber } from './orders-repository';
import { createProduct, DECLINED_CARD, openIntent, payWithTestCard } from './testing';

describe('payment notifications, from the checkouts that cause them', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('confirms a store order by its number, and reports a declined card leading back to the cart', async () => {
    const buyer = await signUp(t.app, 'cliente');
    const mug = await createProduct(t.db, { priceMinor: 1500, stock: 5 });

    const refused = await openIntent(t.app, buyer, [{ productId: mug, quantity: 1 }]);
    expect((await payWithTestCard(t.app, refused.json().clientSecret, DECLINED_CARD)).statusCode).toBe(402);
    expect(whatHappened(await notificationsOf(t.app, buyer))).toEqual([
      { kind: 'payment-declined', params: {}, link: '/cart' },
    ]);

    const paid = await openIntent(t.app, buyer, [{ productId: mug, quantity: 2 }]);
    expect((await payWithTestCard(t.app, paid.json().clientSecret)).statusCode).toBe(200);
    expect(whatHappened(await notificationsOf(t.app, buyer))[0]).toEqual({
      kind: 'order-confirmed',
      params: { order: orderNumber(paid.json().orderId) },
      link: '/profile',
    });
  });
});
