import {
  SupportRequestDetailSchema,
  SupportRequestListSchema,
  type SupportRequestSummary,
} from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { SUPPORT_LIMITS } from './rate-limits';
import { SUPPORT_REQUEST_NOT_FOUND } from './support-repository';
import { SupportCaller } from './testing';

const HOUR_MS = 60 * 60_000;

describe('support requests: opened by members and visitors, read by their requester and the support team', () => {
  let t: TestApp;
  let staff: SupportCaller;
  let user = 0;

  /** A new account on `plan`. */
  const member = async (plan: 'free' | 'starter' | 'premium' = 'free') => {
    user += 1;
    const session = await createUser(t, `membre${user}`);
    if (plan !== 'free') await grantPlan(t.db, session.userId, plan);
    return new SupportCaller(t, session);
  };
  const visitor = () => new SupportCaller(t, null);

  /** Everything in the inbox is resolved: each test reads only the requests it opened. */
  const emptyInbox = () => t.db.updateTable('support_requests').set({ status: 'resolved' }).execute();

  beforeAll(async () => {
    t = await createTestApp();
    const session = await createUser(t, 'equipe.support');
    await t.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_SUPPORT']) })
      .where('id', '=', session.userId)
      .execute();
    staff = new SupportCaller(t, session);
  });
  afterAll(async () => t.close());

  it('opens a member’s request with the account’s name and e-mail, promising 72 h on the free plan', async () => {
    const lea = await member();
    const response = await lea.open({
      subject: '  Facture introuvable ',
      category: 'payment',
      message: 'Où est ma facture ?',
      name: 'Quelqu’un d’autre',
      email: 'autre@example.test',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Value.Check(SupportRequestDetailSchema, body)).toBe(true);
    expect(body).toMatchObject({
      subject: 'Facture introuvable',
      category: 'payment',
      status: 'open',
      message: 'Où est ma facture ?',
      requester: { name: `membre${user}`, email: `membre${user}@example.test`, member: true },
      plan: 'free',
      promiseHours: 72,
      answered: false,
      overdue: false,
      assignee: null,
      replies: [],
    });
    expect(Date.parse(body.answerBy) - Date.parse(body.createdAt)).toBe(72 * HOUR_MS);
  });

  it('promises 24 h on Premium, and 72 h on Starter', async () => {
    expect((await (await member('premium')).opened('Compte')).promiseHours).toBe(24);
    expect((await (await member('starter')).opened('Compte')).promiseHours).toBe(72);
  });

  it('stores a visitor’s contact message with its name and e-mail, and needs both', async () => {
    const refused = await visitor().open({ subject: 'Partenariat', category: 'other', message: 'Bonjour' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['name', 'email']);
    const badEmail = await visitor().open({
      subject: 'Partenariat',
      category: 'other',
      message: 'Bonjour',
      name: 'Aminata',
      email: 'pas-une-adresse',
    });
    expect(badEmail.statusCode).toBe(422);

    const sent = await visitor().opened('Partenariat', { name: ' Aminata Diallo ', email: 'aminata@example.test' });
    expect(sent).toMatchObject({
      requester: { name: 'Aminata Diallo', email: 'aminata@example.test', member: false },
      plan: null,
      promiseHours: 72,
    });
    expect((await staff.request(sent.id)).statusCode).toBe(200);
    expect((await visitor().list()).statusCode).toBe(401);
    expect((await visitor().request(sent.id)).statusCode).toBe(401);
  });

  it('refuses a blank or too long subject or message and an unknown category', async () => {
    const lea = await member();
    const base = { subject: 'Sujet', category: 'account' as const, message: 'Message' };
    for (const body of [
      { ...base, subject: '   ' },
      { ...base, subject: 'x'.repeat(121) },
      { ...base, message: '' },
      { ...base, message: 'x'.repeat(5001) },
      { ...base, category: 'autre' as never },
    ]) {
      expect((await lea.open(body)).statusCode).toBe(422);
    }
    expect((await lea.open({ ...base, subject: 'x'.repeat(120), message: 'x'.repeat(5000) })).statusCode).toBe(201);
  });

  it('keeps a message as typed: markup is text, never run', async () => {
    const lea = await member();
    const typed = '<script>alert("x")</script> <b>Ça</b> & « ça »';
    const { id } = await lea.opened('<img src=x onerror=alert(1)>', { message: typed });
    const read = (await lea.request(id)).json();
    expect(read.message).toBe(typed);
    expect(read.subject).toBe('<img src=x onerror=alert(1)>');
  });

  it('lists a member’s own requests, newest first, and only theirs', async () => {
    const lea = await member();
    const other = await member();
    await lea.opened('Premier');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await lea.opened('Second');
    await other.opened('Pas le mien');
    const listed = await lea.list();
    expect(Value.Check(SupportRequestListSchema, listed.json())).toBe(true);
    expect(await lea.subjects()).toEqual(['Second', 'Premier']);
  });

  it('shows a request to its requester and the support team only: anyone else gets the 404 of a missing one', async () => {
    const owner = await member();
    const stranger = await member('premium');
    const { id } = await owner.opened('Mot de passe');
    expect((await owner.request(id)).json()).toMatchObject({ id, subject: 'Mot de passe' });
    expect((await staff.request(id)).json()).toMatchObject({ id, subject: 'Mot de passe' });
    const refused = await stranger.request(id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: SUPPORT_REQUEST_NOT_FOUND, error: 'Not Found' });
    expect(refused.json()).toEqual((await stranger.request(999_999)).json());
  });

  it('gives the support team the inbox: Premium first, then the oldest, resolved ones left out', async () => {
    await emptyInbox();
    const free = await member();
    const premium = await member('premium');
    const starter = await member('starter');
    const older = await free.opened('Gratuit, le plus ancien');
    await premium.opened('Premium, ancien');
    await starter.opened('Starter');
    await free.opened('Gratuit, récent');
    await premium.opened('Premium, récent');
    const done = await free.opened('Déjà résolue');
    await t.db.updateTable('support_requests').set({ status: 'resolved' }).where('id', '=', done.id).execute();
    // The oldest by far, whatever the order it was written in.
    await t.db
      .updateTable('support_requests')
      .set({ created_at: new Date(Date.now() - 10 * HOUR_MS).toISOString() })
      .where('id', '=', older.id)
      .execute();

    expect(await staff.subjects()).toEqual([
      'Premium, ancien',
      'Premium, récent',
      'Gratuit, le plus ancien',
      'Starter',
      'Gratuit, récent',
    ]);
    const inbox = (await staff.list()).json<SupportRequestSummary[]>();
    expect(inbox.map((request) => [request.plan, request.promiseHours])).toEqual([
      ['premium', 24],
      ['premium', 24],
      ['free', 72],
      ['starter', 72],
      ['free', 72],
    ]);
  });

  it('keeps the plan and promise a request was opened under when the plan changes later', async () => {
    await emptyInbox();
    const sofia = await member('premium');
    const lea = await member();
    await lea.opened('Ouverte en gratuit');
    const { id } = await sofia.opened('Ouverte en Premium');
    await grantPlan(t.db, sofia.session!.userId, 'free');
    await grantPlan(t.db, lea.session!.userId, 'premium');
    expect(await staff.subjects()).toEqual(['Ouverte en Premium', 'Ouverte en gratuit']);
    expect((await sofia.request(id)).json()).toMatchObject({ plan: 'premium', promiseHours: 24 });
  });

  it('marks a request unanswered past its promise as overdue', async () => {
    await emptyInbox();
    const premium = await member('premium');
    const { id } = await premium.opened('En retard');
    await premium.opened('À l’heure');
    const late = new Date(Date.now() - 25 * HOUR_MS);
    await t.db
      .updateTable('support_requests')
      .set({ created_at: late.toISOString(), answer_by: new Date(late.getTime() + 24 * HOUR_MS).toISOString() })
      .where('id', '=', id)
      .execute();
    const inbox = (await staff.list()).json<SupportRequestSummary[]>();
    expect(inbox.map((request) => [request.subject, request.overdue])).toEqual([
      ['En retard', true],
      ['À l’heure', false],
    ]);
  });

  it(`limits each account to ${SUPPORT_LIMITS.requests.perAccount} requests an hour, whatever the address`, async () => {
    const session = (await member()).session;
    for (let i = 0; i < SUPPORT_LIMITS.requests.perAccount; i += 1) {
      expect(
        (await new SupportCaller(t, session).open({ subject: `n° ${i}`, category: 'other', message: 'x' })).statusCode,
      ).toBe(201);
    }
    const refused = await new SupportCaller(t, session).open({
      subject: 'Une de trop',
      category: 'other',
      message: 'x',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Trop de messages envoyés\. Réessayez dans \d+ minutes?\.$/);
    expect((await (await member()).open({ subject: 'Autre compte', category: 'other', message: 'x' })).statusCode).toBe(
      201,
    );
  });

  it(`limits each address to ${SUPPORT_LIMITS.requests.perAddress} requests an hour, visitors and members alike`, async () => {
    const address = visitor().address;
    const from = (caller: SupportCaller) =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/requests',
        remoteAddress: address,
        headers: caller.session?.headers,
        payload: { subject: 'Contact', category: 'other', message: 'x', name: 'Awa', email: 'awa@example.test' },
      });
    for (let i = 0; i < SUPPORT_LIMITS.requests.perAddress; i += 1) {
      expect((await from(i % 2 === 0 ? visitor() : await member())).statusCode).toBe(201);
    }
    expect((await from(visitor())).statusCode).toBe(429);
    expect((await from(await member())).statusCode).toBe(429);
    expect((await visitor().opened('Ailleurs', { name: 'Awa', email: 'awa@example.test' })).id).toEqual(
      expect.any(Number),
    );
  });
});
