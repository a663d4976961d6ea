import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FakeStripeApi } from './fake-stripe';

export const TEST_WEBHOOK_SECRET = 'whsec_kora_test';

export interface StripeEventOptions {
  /** Sign with another secret (a forged event). */
  secret?: string;
  /** The event's id; a new one by default (Stripe may send one event twice). */
  id?: string;
}

/** The API with Stripe keys, talking to a fake Stripe API, and a way to send it Stripe's signed events. */
export interface StripeTestApp {
  t: TestApp;
  stripe: FakeStripeApi;
  deliver(url: string, type: string, object: object, options?: StripeEventOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createStripeTestApp(): Promise<StripeTestApp> {
  const stripe = new FakeStripeApi();
  const fake = await stripe.listen();
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_kora',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_kora',
      STRIPE_API_BASE: fake.url,
    },
  });
  let events = 0;
  return {
    t,
    stripe,
    deliver(url, type, object, { secret = TEST_WEBHOOK_SECRET, id } = {}) {
      events += 1;
      const payload = JSON.stringify({ id: id ?? `evt_${events}`, object: 'event', type, data: { object } });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    },
    async close() {
      await t.close();
      await new Promise((resolve) => fake.server.close(resolve));
    },
  };
}
