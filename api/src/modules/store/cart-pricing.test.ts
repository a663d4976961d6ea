import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { PROMO_ALREADY_USED, PROMO_EXPIRED, PROMO_NOT_STARTED, PROMO_UNKNOWN, PROMO_USED_UP } from './promo-codes';
import { createProduct, promoCode, quote } from './testing';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('POST /api/cart/quote: the cart as the server charges it', () => {
  let t: TestApp;
  let premium: TestSession;
  let listener: TestSession;
  let shirt: number;
  let poster: number;
  let gone: number;
  beforeAll(async () => {
    t = await createTestApp();
    premium = await createUser(t, 'premium');
    await grantPlan(t.db, premium.userId, 'premium');
    listener = await createUser(t, 'auditrice');
    shirt = await createProduct(t.db, { name: 'T-shirt', priceMinor: 2500, stock: 10 });
    poster = await createProduct(t.db, { name: 'Affiche', priceMinor: 1800, stock: 2 });
    gone = await createProduct(t.db, { name: 'Épuisé', priceMinor: 1000, stock: 0 });
    await promoCode(t.db, { code: 'Bienvenue10', percentOff: 10, endsAt: inDays(365) });
    await promoCode(t.db, { code: 'MERCI5', amountOffMinor: 500 });
    await promoCode(t.db, { code: 'GEANT', amountOffMinor: 100000 });
    await promoCode(t.db, { code: 'ETE2025', percentOff: 20, startsAt: inDays(-400), endsAt: inDays(-300) });
    await promoCode(t.db, { code: 'NOEL', percentOff: 20, startsAt: inDays(30) });
    const usedUp = await promoCode(t.db, { code: 'RARE', percentOff: 50, maxUses: 1 });
    await t.db.updateTable('promo_codes').set({ used_count: 1 }).where('id', '=', usedUp).execute();
  });
  afterAll(async () => t.close());

  it('prices lines from the product table, merges the same product, and totals in EUR', async () => {
    const response = await quote(t.app, [
      { productId: shirt, quantity: 1 },
      { productId: poster, quantity: 1 },
      { productId: shirt, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lines: [
        {
          productId: shirt,
          name: 'T-shirt',
          quantity: 2,
          stock: 10,
          unitPrice: { price: 25, priceMinor: 2500, currency: 'EUR' },
          linePrice: { price: 50, priceMinor: 5000, currency: 'EUR' },
          problem: null,
        },
        expect.objectContaining({ productId: poster, quantity: 1, problem: null }),
      ],
      subtotal: { price: 68, priceMinor: 6800, currency: 'EUR' },
      discounts: [],
      total: { price: 68, priceMinor: 6800, currency: 'EUR' },
      promo: null,
      payable: true,
    });
  });

  it('flags a vanished product, an empty stock, too few units and a changed price; such a cart is not payable', async () => {
    const body = (
      await quote(t.app, [
        { productId: 99999, quantity: 1 },
        { productId: gone, quantity: 1 },
        { productId: poster, quantity: 3 },
        { productId: shirt, quantity: 1, seenPriceMinor: 1999 } as never,
      ])
    ).json();
    expect(body.lines.map((line: { problem: string }) => line.problem)).toEqual([
      'missing',
      'out-of-stock',
      'not-enough-stock',
      'price-changed',
    ]);
    expect(body.lines[0]).toMatchObject({ name: null, stock: 0 });
    expect(body.payable).toBe(false);
    const same = (await quote(t.app, [{ productId: shirt, quantity: 1, seenPriceMinor: 2500 } as never])).json();
    expect(same.lines[0].problem).toBeNull();
  });

  it("gives a Premium member the plan's 15 % off the subtotal, then the promo code on what is left", async () => {
    const lines = [{ productId: shirt, quantity: 4 }];
    const body = (await quote(t.app, lines, { session: premium, promoCode: 'bienvenue10' })).json();
    expect(body.subtotal.priceMinor).toBe(10000);
    expect(body.discounts).toEqual([
      { kind: 'premium', label: 'Premium −15 %', amount: { price: 15, priceMinor: 1500, currency: 'EUR' } },
      { kind: 'promo', label: 'Code Bienvenue10 −10 %', amount: { price: 8.5, priceMinor: 850, currency: 'EUR' } },
    ]);
    expect(body.total.priceMinor).toBe(7650);
    expect(body.promo).toEqual({ code: 'Bienvenue10', applied: true, message: null });
    const plain = (await quote(t.app, lines, { session: listener })).json();
    expect(plain.discounts).toEqual([]);
    expect(plain.total.priceMinor).toBe(10000);
  });

  it('takes a fixed amount off, never below zero (a zero total cannot be paid by card)', async () => {
    const fixed = (await quote(t.app, [{ productId: shirt, quantity: 1 }], { promoCode: 'merci5' })).json();
    expect(fixed.discounts).toEqual([
      expect.objectContaining({ kind: 'promo', amount: expect.objectContaining({ priceMinor: 500 }) }),
    ]);
    expect(fixed.total.priceMinor).toBe(2000);
    const huge = (await quote(t.app, [{ productId: shirt, quantity: 1 }], { promoCode: 'GEANT' })).json();
    expect(huge.discounts[0].amount.priceMinor).toBe(2500);
    expect(huge.total.priceMinor).toBe(0);
    expect(huge.payable).toBe(false);
  });

  it('refuses unknown, not yet valid, expired and used-up codes with their message; the cart still prices', async () => {
    const lines = [{ productId: shirt, quantity: 1 }];
    const cases: [string, string][] = [
      ['NEXISTEPAS', PROMO_UNKNOWN],
      ['NOEL', PROMO_NOT_STARTED],
      ['ete2025', PROMO_EXPIRED],
      ['RARE', PROMO_USED_UP],
    ];
    expect(PROMO_UNKNOWN).toBe('Code promo inconnu.');
    expect(PROMO_EXPIRED).toBe('Ce code promo a expiré.');
    expect(PROMO_USED_UP).toBe("Ce code promo a atteint sa limite d'utilisation.");
    for (const [code, message] of cases) {
      const body = (await quote(t.app, lines, { promoCode: code })).json();
      expect(body.promo).toEqual({ code: expect.any(String), applied: false, message });
      expect(body.discounts).toEqual([]);
      expect(body.total.priceMinor).toBe(2500);
      expect(body.payable).toBe(true);
    }
  });

  it('refuses a code this account already used', async () => {
    const promo = await t.db
      .selectFrom('promo_codes')
      .select('id')
      .where('code', '=', 'MERCI5')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('promo_redemptions')
      .values({ promo_code_id: promo.id, user_id: listener.userId, created_at: new Date().toISOString() })
      .execute();
    const body = (
      await quote(t.app, [{ productId: shirt, quantity: 1 }], { promoCode: 'MERCI5', session: listener })
    ).json();
    expect(body.promo).toEqual({ code: 'MERCI5', applied: false, message: PROMO_ALREADY_USED });
    expect(PROMO_ALREADY_USED).toBe('Vous avez déjà utilisé ce code promo.');
  });

  it('answers bad input with 422 and its violations, never 500', async () => {
    for (const payload of [
      {},
      { lines: [] },
      { lines: [{ productId: 'x', quantity: 1 }] },
      { lines: [{ productId: shirt, quantity: 0 }] },
      { lines: [{ productId: shirt, quantity: 1 }], promoCode: '' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations.length).toBeGreaterThan(0);
    }
  });
});
