import type { PlanName } from '@kora/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { TestSession } from '../../test/test-app';
import { oneMonthAfter } from './plan-rules';
import { SubscriptionsRepository } from './repository';

/** Tests: puts a user on a plan for the current month, as a confirmed local payment would. */
export async function grantPlan(db: Db, userId: number, plan: PlanName): Promise<void> {
  const now = new Date();
  await new SubscriptionsRepository(db).save(userId, {
    plan,
    status: 'active',
    current_period_start: now.toISOString(),
    current_period_end: oneMonthAfter(now).toISOString(),
    cancel_at_period_end: 0,
    provider: plan === 'free' ? null : 'local',
  });
}

/** Tests: buys a plan through the local test checkout page, paying with an accepted test card. */
export async function buyPlan(app: FastifyInstance, session: TestSession, plan: PlanName): Promise<void> {
  const web = 'http://localhost:3000';
  const started = await app.inject({
    method: 'POST',
    url: '/api/subscription/create-checkout-session',
    headers: session.headers,
    payload: { plan, successUrl: `${web}/subscription/success`, cancelUrl: `${web}/subscription/cancel` },
  });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
  const paid = await app.inject({
    method: 'POST',
    url: new URL(started.json().data.checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      cardholder: 'Carte de test',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.body}`);
}
