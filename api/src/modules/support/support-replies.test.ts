import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SupportReplySchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { grantPlan } from '../subscriptions/testing';
import { SUPPORT_LIMITS } from './rate-limits';
import { SupportCaller } from './testing';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('support replies and changes: the thread, the status, the team’s answer told to the requester', () => {
  let t: TestApp;
  let staff: SupportCaller;
  let user = 0;

  const member = async (plan: 'free' | 'premium' = 'free') => {
    user += 1;
    const session = await createUser(t, `demandeur${user}`);
    if (plan !== 'free') await grantPlan(t.db, session.userId, plan);
    return new SupportCaller(t, session);
  };
  const visitor = () => new SupportCaller(t, null);
  const mailsTo = (address: string): Mail[] => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    try {
      return readdirSync(outbox)
        .map((name) => JSON.parse(readFileSync(path.join(outbox, name), 'utf8')) as Mail)
        .filter((mail) => mail.to === address);
    } catch {
      return [];
    }
  };
  const supportReplies = async (caller: SupportCaller) =>
    whatHappened(await notificationsOf(t.app, caller.session!)).filter((notice) => notice.kind === 'support-reply');

  beforeAll(async () => {
    t = await createTestApp();
    const session = await createUser(t, 'equipe.support');
    await t.db
      .updateTable('users')
      .set({ firstname: 'Support', lastname: 'Kora', roles: JSON.stringify(['ROLE_USER', 'ROLE_SUPPORT']) })
      .where('id', '=', session.userId)
      .execute();
    staff = new SupportCaller(t, session);
  });
  afterAll(async () => t.close());

  it('a team reply moves an open request to in progress, tells the requester once in the bell and by e-mail', async () => {
    const sofia = await member('premium');
    const { id } = await sofia.opened('Billet introuvable', { category: 'tickets' });

    const replied = await staff.reply(id, { message: 'Nous regardons cela tout de suite.' });
    expect(replied.statusCode).toBe(201);
    expect(Value.Check(SupportReplySchema, replied.json())).toBe(true);
    expect(replied.json()).toMatchObject({
      message: 'Nous regardons cela tout de suite.',
      author: { name: 'Support Kora', staff: true },
    });

    const thread = (await sofia.request(id)).json();
    expect(thread).toMatchObject({ status: 'in_progress', answered: true, overdue: false, promiseHours: 24 });
    expect(thread.replies.map((reply: { message: string }) => reply.message)).toEqual([
      'Nous regardons cela tout de suite.',
    ]);
    const link = `/profile?tab=support&request=${id}`;
    expect(await supportReplies(sofia)).toEqual([
      { kind: 'support-reply', params: { subject: 'Billet introuvable' }, link },
    ]);
    const mails = mailsTo(`demandeur${user}@example.test`);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Réponse à votre demande : Billet introuvable');
    expect(mails[0].text).toContain('Nous regardons cela tout de suite.');
    expect(mails[0].text).toContain(`${t.config.webUrl}${link}`);

    // A second reply is a second notice; the status stays where it is.
    await staff.reply(id, { message: 'C’est réglé.' });
    expect(await supportReplies(sofia)).toHaveLength(2);
    expect((await sofia.request(id)).json().status).toBe('in_progress');
  });

  it('the requester’s own reply joins the thread, tells nobody, and opens a resolved request again', async () => {
    const lea = await member();
    const { id } = await lea.opened('Paiement refusé');
    const own = await lea.reply(id, { message: 'J’ajoute une précision.' });
    expect(own.json()).toMatchObject({ author: { name: `demandeur${user}`, staff: false } });
    expect((await lea.request(id)).json()).toMatchObject({ status: 'open', answered: false });
    expect(await supportReplies(lea)).toEqual([]);

    await staff.update(id, { status: 'resolved' });
    await lea.reply(id, { message: 'En fait, le problème revient.' });
    expect((await lea.request(id)).json().status).toBe('open');
    expect((await lea.request(id)).json().replies).toHaveLength(2);
  });

  it('lets no other member reply: 404 as for a missing request; a visitor is asked to sign in', async () => {
    const owner = await member();
    const { id } = await owner.opened('Privé');
    expect((await (await member('premium')).reply(id, { message: 'Intrus' })).statusCode).toBe(404);
    expect((await visitor().reply(id, { message: 'Intrus' })).statusCode).toBe(401);
    expect((await owner.request(id)).json().replies).toEqual([]);
    expect((await owner.reply(id, { message: '   ' })).statusCode).toBe(422);
  });

  it('answers a visitor’s contact message by e-mail only', async () => {
    const sent = await visitor().opened('Presse', { name: 'Aminata Diallo', email: 'aminata@example.test' });
    expect(
      (await staff.reply(sent.id, { message: 'Bonjour Aminata, voici notre dossier de presse.' })).statusCode,
    ).toBe(201);
    const mails = mailsTo('aminata@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Bonjour Aminata Diallo');
    expect(mails[0].text).toContain('voici notre dossier de presse');
  });

  it('lets the support team alone change the status or take a request', async () => {
    const lea = await member();
    const { id } = await lea.opened('Compte bloqué', { category: 'account' });
    expect((await lea.update(id, { status: 'resolved' })).statusCode).toBe(403);
    expect((await (await member('premium')).update(id, { assignee: 'me' })).statusCode).toBe(403);
    expect((await visitor().update(id, { status: 'resolved' })).statusCode).toBe(401);
    expect((await lea.request(id)).json()).toMatchObject({ status: 'open', assignee: null });

    const taken = await staff.update(id, { assignee: 'me' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'open',
      assignee: { id: staff.session!.userId, name: 'equipe.support' },
    });
    const resolved = await staff.update(id, { status: 'resolved', assignee: null });
    expect(resolved.json()).toMatchObject({ status: 'resolved', assignee: null });
    expect(await staff.subjects()).not.toContain('Compte bloqué');
    expect((await staff.update(999_999, { status: 'open' })).statusCode).toBe(404);
    expect((await staff.update(id, {} as never)).statusCode).toBe(422);
    expect((await staff.update(id, { status: 'fermée' as never })).statusCode).toBe(422);
  });

  it(`limits a requester to ${SUPPORT_LIMITS.replies.perAccount} replies an hour; the support team is not counted`, async () => {
    const lea = await member();
    const { id } = await lea.opened('Beaucoup de questions');
    for (let i = 0; i < SUPPORT_LIMITS.replies.perAccount; i += 1) {
      expect((await lea.reply(id, { message: `Question ${i}` })).statusCode).toBe(201);
    }
    expect((await lea.reply(id, { message: 'Une de trop' })).statusCode).toBe(429);
    for (let i = 0; i < SUPPORT_LIMITS.replies.perAccount + 1; i += 1) {
      expect((await staff.reply(id, { message: `Réponse ${i}` })).statusCode).toBe(201);
    }
  });
});
