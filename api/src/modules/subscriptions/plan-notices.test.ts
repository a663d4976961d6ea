import type { Clock } from '../../db/clock';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { LAPSING_NOTICE_DAYS } from './plan-notices';
import { PlanRenewals } from './renewals';
import { buyPlan } from './testing';

const DAY = 86_400_000;

describe('plan notifications, from the renewal job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PLAN_RENEWAL_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  const at =
    (iso: string, ms: number): Clock =>
    () =>
      new Date(Date.parse(iso) + ms);
  const runAt = (clock: Clock) => new PlanRenewals(t.db, t.app.payments, t.app.log, clock).run();
  const subscription = async (session: TestSession) =>
    (await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: session.headers })).json().data
      .subscription as { currentPeriodEnd: string };

  it('tells the user their plan was renewed, and until when', async () => {
    const session = await signUp(t.app, 'fidele');
    await buyPlan(t.app, session, 'premium');
    expect((await notificationsOf(t.app, session)).items).toEqual([]);
    const end = (await subscription(session)).currentPeriodEnd;

    await runAt(at(end, 60_000));
    const next = (await subscription(session)).currentPeriodEnd;
    expect(Date.parse(next)).toBeGreaterThan(Date.parse(end));
    const list = await notificationsOf(t.app, session);
    expect(whatHappened(list)).toEqual([
      { kind: 'plan-renewed', params: { plan: 'premium', until: next }, link: '/profile' },
    ]);
    expect(list.items[0].type).toBe('success');
  });

  it(`tells the user ${LAPSING_NOTICE_DAYS} days ahead that a cancelled plan ends, once, whatever process runs the job`, async () => {
    const session = await signUp(t.app, 'partante');
    await buyPlan(t.app, session, 'starter');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: session.headers })).statusCode,
    ).toBe(200);
    const end = (await subscription(session)).currentPeriodEnd;

    await runAt(at(end, -(LAPSING_NOTICE_DAYS + 1) * DAY));
    expect((await notificationsOf(t.app, session)).items).toEqual([]);

    await Promise.all([1, 2, 3].map((day) => runAt(at(end, -day * DAY))));
    const list = await notificationsOf(t.app, session);
    expect(whatHappened(list)).toEqual([
      { kind: 'plan-lapsing', params: { plan: 'starter', until: end }, link: '/profile' },
    ]);
    expect(list.items[0].type).toBe('fail');

    // At its end the plan stops: nothing renewed, nothing more said.
    await runAt(at(end, 60_000));
    expect(whatHappened(await notificationsOf(t.app, session)).map((one) => one.kind)).toEqual(['plan-lapsing']);
  });
});
