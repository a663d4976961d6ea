import type { FastifyInstance } from 'fastify';
import type { TestSession } from '../../test/test-app';
import { payOnCheckoutPage } from '../purchases/testing';

/** Tops up a wallet through the test checkout with the accepted card. */
export async function topUp(app: FastifyInstance, session: TestSession, amount: number, currency = 'EUR') {
  const started = await app.inject({
    method: 'POST',
    url: '/api/user/wallet/top-up',
    headers: session.headers,
    payload: { amount, currency },
  });
  if (started.statusCode !== 200) throw new Error(`top-up failed: ${started.body}`);
  const { checkoutUrl } = started.json<{ checkoutUrl: string }>();
  const paid = await payOnCheckoutPage(app, checkoutUrl);
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode}`);
  return checkoutUrl;
}
