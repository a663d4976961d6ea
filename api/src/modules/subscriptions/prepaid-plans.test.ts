import type { Clock } from '../../db/clock';
import {
  answerOnPhone,
  CONFIRMS,
  payOnSimulator,
  plainSpaces,
  sessionRow,
  type MobileMoneyStartAnswer,
} from '../../payments/testing/mobile-money';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { LAPSING_NOTICE_DAYS } from './plan-notices';
import { oneMonthAfter } from './plan-rules';
import { PlanRenewals } from './renewals';
import { buyPlan } from './testing';
import { pdfTextLines } from '../../test/pdf-text';

const WEB = 'http://localhost:3000';
const DAY = 86_400_000;

/**
 * A plan paid by mobile money on the API's own simulator is a prepaid month: in force for one month,
 * never charged again; paying again adds a month from its end; its user is reminded 3 days before it
 * ends; at its end it goes back to Free.
 */
describe('plans paid by mobile money: prepaid months', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    // The renewal job and the sweeper are run by hand here, with the clock moved.
    t = await createTestApp({ env: { PLAN_RENEWAL_INTERVAL_MS: '0', MOBILE_MONEY_SWEEP_INTERVAL_MS: '0' } });
  });
  afterAll(async () => t.close());

  const get = (url: string, session: TestSession) => t.app.inject({ method: 'GET', url, headers: session.headers });
  const post = (url: string, session: TestSession, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: session.headers, payload });
  const current = async (session: TestSession) => (await get('/api/subscription/current', session)).json().data;
  const invoices = async (session: TestSession) => (await get('/api/subscription/invoices', session)).json().data;
  const startPlan = async (session: TestSession, plan: string, operator = 'orange') => {
    const started = await post('/api/subscription/create-checkout-session', session, {
      plan,
      method: 'mobile_money',
      operator,
      successUrl: `${WEB}/subscription/success`,
      cancelUrl: `${WEB}/subscription/cancel`,
    });
    expect(started.statusCode).toBe(200);
    return started.json().data as MobileMoneyStartAnswer;
  };
  /** The payer types a test number on the simulator's page, then presses Valider on the phone. */
  const payOnPhone = async (started: MobileMoneyStartAnswer, operator = 'orange') => {
    address += 1;
    const from = `10.0.31.${address}`;
    expect((await payOnSimulator(t.app, started.checkoutUrl, CONFIRMS, operator, from)).statusCode).toBe(303);
    expect((await answerOnPhone(t.app, started.checkoutUrl, 'validate', from)).statusCode).toBe(303);
    expect((await sessionRow(t.db, started.sessionId)).status).toBe('paid');
  };
  const buyByMobileMoney = async (session: TestSession, plan: string, operator = 'orange') =>
    payOnPhone(await startPlan(session, plan, operator), operator);
  const renewalsAt = (clock: Clock) => new PlanRenewals(t.db, t.app.payments, t.app.log, clock);
  const at =
    (iso: string, ms: number): Clock =>
    () =>
      new Date(Date.parse(iso) + ms);
  const outcomeFor = async (session: TestSession, clock: Clock) =>
    (await renewalsAt(clock).run()).filter((one) => one.userId === session.userId).map((one) => one.outcome);

  it('says the FCFA of one month before paying, and grants nothing until the phone says yes', async () => {
    const session = await signUp(t.app, 'awa.prepaye');
    const started = await startPlan(session, 'starter');
    expect(started).toMatchObject({ provider: 'simulator', method: 'mobile_money', amountXof: 6554 });
    expect(plainSpaces(started.chargeLabel)).toBe('Vous allez payer 6 554 FCFA (9,99 €)');
    expect(await sessionRow(t.db, started.sessionId)).toMatchObject({
      purpose: 'subscription',
      amount_minor: 6554,
      currency: 'XOF',
      listed_amount_minor: 999,
      listed_currency: 'EUR',
    });
    expect((await current(session)).currentPlan.name).toBe('free');
  });

  it('gives a Starter month paid by Orange Money, prepaid, invoiced with how it was paid', async () => {
    const session = await signUp(t.app, 'moussa.prepaye');
    const before = Date.now();
    await buyByMobileMoney(session, 'starter');

    const { currentPlan, subscription } = await current(session);
    expect(currentPlan.name).toBe('starter');
    expect(subscription).toMatchObject({
      plan: 'starter',
      status: 'active',
      cancelAtPeriodEnd: false,
      provider: 'simulator',
      paymentMethod: 'mobile_money',
      prepaid: true,
    });
    const start = Date.parse(subscription.currentPeriodStart);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(subscription.currentPeriodEnd).toBe(oneMonthAfter(new Date(start)).toISOString());

    const [invoice] = await invoices(session);
    expect(invoice).toMatchObject({
      plan: 'starter',
      description: 'Abonnement Kora Starter — 1 mois',
      priceMinor: 6554,
      currency: 'XOF',
      method: 'mobile_money',
      operator: 'orange',
      maskedPhone: '+225 07 •• •• •• 01',
      amountXof: 6554,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    });
    const pdf = await get(`/api/subscription/invoices/${invoice.id}/download`, session);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTextLines(pdf.rawPayload).map(plainSpaces)).toEqual(
      expect.arrayContaining([
        'Total payé : 6 554 FCFA',
        'Paiement : Mobile money — Orange Money, +225 07 •• •• •• 01 — 6 554 FCFA',
      ]),
    );

    // Nothing to cancel or move down: it simply is not renewed.
    const end = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(subscription.currentPeriodEnd),
    );
    const cancel = await post('/api/subscription/cancel', session);
    expect(cancel.statusCode).toBe(409);
    expect(plainSpaces(cancel.json().message)).toBe(
      plainSpaces(`Votre forfait Starter prépayé n’est pas renouvelé automatiquement : il prend fin le ${end}.`),
    );
    expect((await post('/api/subscription/change-plan', session, { plan: 'free' })).statusCode).toBe(409);
    // By card, the same plan is still 'already yours'.
    const byCard = await post('/api/subscription/create-checkout-session', session, {
      plan: 'starter',
      successUrl: `${WEB}/subscription/success`,
      cancelUrl: `${WEB}/subscription/cancel`,
    });
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json().message).toBe('Vous avez déjà ce plan');
  });

  it('adds a month from the end when paid again early: no day is lost', async () => {
    const session = await signUp(t.app, 'fatou.prepaye');
    await buyByMobileMoney(session, 'starter');
    const first = (await current(session)).subscription;

    await buyByMobileMoney(session, 'starter', 'wave');
    const { subscription } = await current(session);
    expect(subscription).toMatchObject({
      plan: 'starter',
      prepaid: true,
      currentPeriodStart: first.currentPeriodStart,
    });
    expect(subscription.currentPeriodEnd).toBe(oneMonthAfter(new Date(first.currentPeriodEnd)).toISOString());
    const [latest, earliest] = await invoices(session);
    expect(latest).toMatchObject({
      operator: 'wave',
      periodStart: first.currentPeriodEnd,
      periodEnd: subscription.currentPeriodEnd,
    });
    expect(earliest).toMatchObject({ operator: 'orange', periodEnd: first.currentPeriodEnd });
  });

  it('counts both months when two payments are confirmed at the same moment', async () => {
    const session = await signUp(t.app, 'deux.mois');
    const first = await startPlan(session, 'starter');
    const second = await startPlan(session, 'starter', 'moov');
    const from = ['10.0.32.1', '10.0.32.2'];
    await payOnSimulator(t.app, first.checkoutUrl, CONFIRMS, 'orange', from[0]);
    await payOnSimulator(t.app, second.checkoutUrl, CONFIRMS, 'moov', from[1]);
    const before = new Date();
    await Promise.all([
      answerOnPhone(t.app, first.checkoutUrl, 'validate', from[0]),
      answerOnPhone(t.app, second.checkoutUrl, 'validate', from[1]),
    ]);
    const { subscription } = await current(session);
    const start = new Date(subscription.currentPeriodStart);
    expect(start.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(subscription.currentPeriodEnd).toBe(oneMonthAfter(oneMonthAfter(start)).toISOString());
    expect(await invoices(session)).toHaveLength(2);
  });

  it('moves up to Premium at once, the Starter days left turned into Premium days at the two prices', async () => {
    const session = await signUp(t.app, 'ibrahim.prepaye');
    await buyByMobileMoney(session, 'starter');
    const starter = (await current(session)).subscription;
    const starterLeft = Date.parse(starter.currentPeriodEnd) - Date.now();

    await buyByMobileMoney(session, 'premium', 'mtn');
    const { currentPlan, subscription } = await current(session);
    expect(currentPlan.name).toBe('premium');
    expect(subscription).toMatchObject({ plan: 'premium', prepaid: true });
    const premiumMonth = oneMonthAfter(new Date(subscription.currentPeriodStart)).getTime();
    const carried = Date.parse(subscription.currentPeriodEnd) - premiumMonth;
    // 9,99 € of Starter days are worth 999/1999 of as many Premium days (a few seconds of test run aside).
    expect(carried).toBeGreaterThan(((starterLeft - 60_000) * 999) / 1999);
    expect(carried).toBeLessThanOrEqual((starterLeft * 999) / 1999);
    expect((await invoices(session))[0]).toMatchObject({ plan: 'premium', amountXof: 13113, operator: 'mtn' });

    // A lower plan cannot be scheduled on a prepaid one: it is taken once this one ends.
    const lower = await post('/api/subscription/change-plan', session, { plan: 'starter' });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toMatch(
      /^Votre forfait Premium prépayé court jusqu’au .* : vous pourrez passer à Starter à sa fin\.$/,
    );
  });

  it(`reminds its user ${LAPSING_NOTICE_DAYS} days before the end, once, then lapses to Free without any charge`, async () => {
    const session = await signUp(t.app, 'kadi.prepaye');
    await buyByMobileMoney(session, 'starter');
    const end = (await current(session)).subscription.currentPeriodEnd;

    await renewalsAt(at(end, -(LAPSING_NOTICE_DAYS + 1) * DAY)).run();
    expect((await notificationsOf(t.app, session)).items).toEqual([]);

    // Three passes, as several API processes on several days would run them: one reminder.
    await Promise.all([3, 2, 1].map((days) => renewalsAt(at(end, -days * DAY + 60_000)).run()));
    const list = await notificationsOf(t.app, session);
    expect(whatHappened(list)).toEqual([
      { kind: 'plan-prepaid-ending', params: { plan: 'starter', until: end }, link: '/profile' },
    ]);
    expect(list.items[0].type).toBe('info');
    expect((await current(session)).currentPlan.name).toBe('starter');

    expect(await outcomeFor(session, at(end, 60_000))).toEqual(['ended']);
    const after = await current(session);
    expect(after.currentPlan.name).toBe('free');
    expect(after.subscription).toMatchObject({ status: 'canceled', prepaid: true });
    expect(await outcomeFor(session, at(end, 2 * DAY))).toEqual([]);
    // Never charged: the one payment is the payer's own, and nothing more was said.
    const history = (await get('/api/subscription/payment-history', session)).json().data;
    expect(history.map((payment: { status: string }) => payment.status)).toEqual(['paid']);
    expect(await invoices(session)).toHaveLength(1);
    expect(whatHappened(await notificationsOf(t.app, session)).map((one) => one.kind)).toEqual(['plan-prepaid-ending']);

    // Paid again once it lapsed: a new month.
    await buyByMobileMoney(session, 'starter');
    expect(await current(session)).toMatchObject({
      currentPlan: { name: 'starter' },
      subscription: { status: 'active', plan: 'starter', prepaid: true },
    });
  });

  it('leaves card plans as they were: renewed by a charge, not prepaid', async () => {
    const session = await signUp(t.app, 'carte.fidele');
    await buyPlan(t.app, session, 'starter');
    const { subscription } = await current(session);
    expect(subscription).toMatchObject({ provider: 'local', paymentMethod: 'card', prepaid: false });
    const [invoice] = await invoices(session);
    expect(invoice).toMatchObject({ priceMinor: 999, currency: 'EUR' });
    expect(invoice).not.toHaveProperty('method');
    await renewalsAt(at(subscription.currentPeriodEnd, -2 * DAY)).run();
    expect((await notificationsOf(t.app, session)).items).toEqual([]);
    expect(await outcomeFor(session, at(subscription.currentPeriodEnd, 60_000))).toEqual(['renewed']);
  });
});
