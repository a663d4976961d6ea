import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { TestSession } from '../../test/test-app';

export const ACCEPTED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

let made = 0;

/** A product straight in the database (tests that need their own stock). */
export async function createProduct(
  db: Db,
  product: { name?: string; priceMinor?: number; stock: number; artistId?: number | null },
): Promise<number> {
  made += 1;
  const now = new Date().toISOString();
  const name = product.name ?? `Produit de test ${made}`;
  const row = await db
    .insertInto('products')
    .values({
      name,
      slug: `produit-test-${made}-${Date.now()}`,
      description: '<p>Pour les tests.</p>',
      category: 'Tests',
      price_minor: product.priceMinor ?? 1000,
      currency: 'EUR',
      stock: product.stock,
      artist_id: product.artistId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function promoCode(
  db: Db,
  promo: {
    code: string;
    percentOff?: number;
    amountOffMinor?: number;
    startsAt?: string;
    endsAt?: string;
    maxUses?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('promo_codes')
    .values({
      code: promo.code,
      percent_off: promo.percentOff ?? null,
      amount_off_minor: promo.amountOffMinor ?? null,
      starts_at: promo.startsAt ?? null,
      ends_at: promo.endsAt ?? null,
      max_uses: promo.maxUses ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface Line {
  productId: number;
  quantity: number;
}

export function quote(
  app: FastifyInstance,
  lines: Line[],
  options: { promoCode?: string; session?: TestSession } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers: options.session?.headers,
    payload: { lines, ...(options.promoCode ? { promoCode: options.promoCode } : {}) },
  });
}

/**
 * Opens a payment intent for the lines, with the amount the buyer saw (the server's own total unless given);
 * `body` adds to what is sent (a method, an operator, return addresses).
 */
export async function openIntent(
  app: FastifyInstance,
  session: TestSession,
  lines: Line[],
  options: { promoCode?: string; amount?: number; body?: Record<string, unknown> } = {},
) {
  const amount =
    options.amount ??
    (await quote(app, lines, { promoCode: options.promoCode, session })).json<{ total: { priceMinor: number } }>().total
      .priceMinor;
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: session.headers,
    payload: {
      lines,
      amount,
      customerName: 'Awa Diop',
      customerEmail: 'awa@example.test',
      ...(options.promoCode ? { promoCode: options.promoCode } : {}),
      ...options.body,
    },
  });
}

export function payWithTestCard(app: FastifyInstance, clientSecret: string, cardNumber = ACCEPTED_CARD) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/test-card/confirm',
    payload: { clientSecret, cardNumber, expiry: '12/40', cvc: '123', nameOnCard: 'Awa Diop' },
  });
}

export function fetchOrder(app: FastifyInstance, session: TestSession | undefined, paymentIntentId: string) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: session?.headers, payload: { paymentIntentId } });
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const row = await db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.stock;
}
