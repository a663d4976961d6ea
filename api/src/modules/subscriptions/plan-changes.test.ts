import type { Clock } from '../../db/clock';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { signUpArtist, uploadAs, wavOf } from '../creator/testing';
import { PlanRenewals, type Settlement } from './renewals';
import { buyPlan } from './testing';

const DAY = 86_400_000;

describe('plan changes and renewals with the local payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PLAN_RENEWAL_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  const get = (url: string, session: TestSession) => t.app.inject({ method: 'GET', url, headers: session.headers });
  const post = (url: string, session: TestSession, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const current = async (session: TestSession) => (await get('/api/subscription/current', session)).json().data;
  const invoices = async (session: TestSession) => (await get('/api/subscription/invoices', session)).json().data;
  /** The renewal job as an API process runs it, at a given time. */
  const renewalsAt = (clock: Clock) => new PlanRenewals(t.db, t.app.payments, t.app.log, clock);
  /** What one pass of the job did to these accounts (the others of this file may be due as well). */
  const outcomesFor = (sessions: TestSession[], settled: Settlement[]) =>
    settled.filter((one) => sessions.some((session) => session.userId === one.userId)).map((one) => one.outcome);
  const runFor = async (session: TestSession, clock: Clock) => outcomesFor([session], await renewalsAt(clock).run());
  const after =
    (iso: string, ms = 60_000): Clock =>
    () =>
      new Date(Date.parse(iso) + ms);
  const periodEnd = async (session: TestSession): Promise<string> =>
    (await current(session)).subscription.currentPeriodEnd;

  it('keeps Starter when an upgrade is asked without paying, and gives Premium once the payment is confirmed', async () => {
    const session = await signUp(t.app, 'montante');
    await buyPlan(t.app, session, 'starter');
    const asked = await post('/api/subscription/change-plan', session, { plan: 'premium' });
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toEqual({
      message: 'Le passage au forfait Premium se fait par un paiement : ouvrez une session de paiement.',
      error: 'Payment Required',
    });
    expect((await current(session)).currentPlan.name).toBe('starter');
    expect((await get('/api/subscription/check-feature/contentCreation', session)).json().data.enabled).toBe(false);

    await buyPlan(t.app, session, 'premium');
    expect((await current(session)).currentPlan.name).toBe('premium');
    expect((await invoices(session)).map((invoice: { priceMinor: number }) => invoice.priceMinor)).toEqual([1999, 999]);
  });

  it('refuses a free upgrade to an account without a plan', async () => {
    const session = await signUp(t.app, 'gratuite');
    const asked = await post('/api/subscription/change-plan', session, { plan: 'starter' });
    expect(asked.statusCode).toBe(402);
    expect((await current(session)).currentPlan.name).toBe('free');
  });

  it('renews a local plan at its period end: charged, invoiced, the next period following on', async () => {
    const session = await signUp(t.app, 'renouvelee');
    await buyPlan(t.app, session, 'premium');
    const end = await periodEnd(session);
    expect(await runFor(session, after(end, -60_000))).toEqual([]);

    expect(await runFor(session, after(end))).toEqual(['renewed']);
    const renewed = await current(session);
    expect(renewed.currentPlan.name).toBe('premium');
    expect(renewed.subscription).toMatchObject({ status: 'active', currentPeriodStart: end });
    expect(Date.parse(renewed.subscription.currentPeriodEnd)).toBeGreaterThan(Date.parse(end) + 27 * DAY);
    const [latest, first] = await invoices(session);
    expect(first.priceMinor).toBe(1999);
    expect(latest).toMatchObject({
      priceMinor: 1999,
      periodStart: end,
      description: 'Abonnement Kora Premium — 1 mois',
    });
    const history = (await get('/api/subscription/payment-history', session)).json().data;
    expect(history.filter((payment: { status: string }) => payment.status === 'paid')).toHaveLength(2);

    // A second pass at the same time finds nothing due.
    expect(await runFor(session, after(end))).toEqual([]);
    expect(await invoices(session)).toHaveLength(2);
  });

  it('ends a cancelled local plan at its period end', async () => {
    const session = await signUp(t.app, 'partante');
    await buyPlan(t.app, session, 'starter');
    await post('/api/subscription/cancel', session);
    const end = await periodEnd(session);
    expect(await runFor(session, after(end))).toEqual(['ended']);
    const ended = await current(session);
    expect(ended.currentPlan.name).toBe('free');
    expect(ended.subscription).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: false });
    expect(await invoices(session)).toHaveLength(1);
  });

  it('ends a plan bought with test payments once a real provider replaced the test checkout', async () => {
    const session = await signUp(t.app, 'ancienne');
    await buyPlan(t.app, session, 'premium');
    const end = await periodEnd(session);
    const stripeLike = { ...t.app.payments, provider: { ...t.app.payments.provider, name: 'stripe' as const } };
    const job = new PlanRenewals(t.db, stripeLike as typeof t.app.payments, t.app.log, after(end));
    expect(outcomesFor([session], await job.run())).toEqual(['ended']);
    expect((await current(session)).currentPlan.name).toBe('free');
  });

  it('schedules a downgrade for the period end, then renews at the lower price', async () => {
    const session = await signUp(t.app, 'descendante');
    await buyPlan(t.app, session, 'premium');
    const change = await post('/api/subscription/change-plan', session, { plan: 'starter' });
    expect(change.statusCode).toBe(200);
    expect(change.json().data.message).toMatch(/^Votre forfait passera à Starter le \d{1,2} \S+ \d{4}\.$/);
    expect((await current(session)).currentPlan.name).toBe('premium');

    const end = await periodEnd(session);
    expect(await runFor(session, after(end))).toEqual(['renewed']);
    const moved = await current(session);
    expect(moved.currentPlan.name).toBe('starter');
    expect(moved.subscription).toMatchObject({ plan: 'starter', scheduledPlan: null, currentPeriodStart: end });
    expect((await invoices(session))[0]).toMatchObject({ priceMinor: 999, periodStart: end });
  });

  it('settles each due plan once when several processes run the job at the same time', async () => {
    const sessions = await Promise.all(['un', 'deux', 'trois'].map((name) => signUp(t.app, `parallele-${name}`)));
    for (const session of sessions) await buyPlan(t.app, session, 'starter');
    const latestEnd = (await Promise.all(sessions.map(periodEnd))).sort().at(-1) as string;
    const passes = await Promise.all([1, 2, 3, 4].map(() => renewalsAt(after(latestEnd)).run()));
    expect(outcomesFor(sessions, passes.flat())).toEqual(['renewed', 'renewed', 'renewed']);
    for (const session of sessions) expect(await invoices(session)).toHaveLength(2);
  });

  it('ends release creation when an artist moves below Premium, keeping the published releases', async () => {
    const artist = await signUpArtist(t, 'compositrice', 'Nora Sahel');
    const publish = async (title: string) => {
      const audio = await uploadAs(t, artist, 'audio', 'titre.wav', 'audio/wav', wavOf(2));
      return post('/api/release-creator/create-single', artist, { title, audioFileUrl: audio.url });
    };
    const first = await publish('Avant');
    expect(first.statusCode).toBe(201);
    const releaseId = first.json().release.id;

    await post('/api/subscription/change-plan', artist, { plan: 'starter' });
    expect((await publish('Pendant le préavis')).statusCode).toBe(201);

    const end = await periodEnd(artist);
    expect(await runFor(artist, after(end))).toEqual(['renewed']);
    const refused = await publish('Après');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Cette fonctionnalité nécessite le forfait Premium.',
      error: 'Forbidden',
    });
    const mine = (await get('/api/release-creator/my-releases', artist)).json().releases;
    expect(mine.map((release: { title: string }) => release.title).sort()).toEqual(['Avant', 'Pendant le préavis']);
    const shown = await t.app.inject({ method: 'GET', url: `/api/releases/${releaseId}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().title).toBe('Avant');
  });
});

describe('the renewal job in the API process', () => {
  it('runs on its own once the server is ready, and renews a plan whose period is over', async () => {
    const t = await createTestApp({ env: { PLAN_RENEWAL_INTERVAL_MS: '50' } });
    try {
      const session = await signUp(t.app, 'ponctuelle');
      await buyPlan(t.app, session, 'starter');
      const past = new Date(Date.now() - DAY).toISOString();
      await t.db
        .updateTable('subscriptions')
        .set({ current_period_end: past })
        .where('user_id', '=', session.userId)
        .execute();
      const periodStart = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/subscription/current', headers: session.headers })).json().data
          .subscription.currentPeriodStart;
      for (let tries = 0; tries < 100 && (await periodStart()) !== past; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await periodStart()).toBe(past);
    } finally {
      await t.close();
    }
  });
});
