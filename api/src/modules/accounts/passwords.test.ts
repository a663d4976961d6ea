import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp, signIn, signUp, type TestApp } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { settlePasswordResetMails } from './password-routes';

describe('passwords and orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_URL: 'http://web.test' } });
  });
  afterAll(async () => t.close());

  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const mails = (): Array<{ to: string; subject: string; text: string }> => {
    try {
      return readdirSync(outbox())
        .sort()
        .map(
          (name) =>
            JSON.parse(readFileSync(path.join(outbox(), name), 'utf8')) as {
              to: string;
              subject: string;
              text: string;
            },
        );
    } catch {
      return [];
    }
  };
  const forgot = async (email: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
      remoteAddress: `10.1.0.${Math.floor(Math.random() * 200)}`,
    });
    await settlePasswordResetMails();
    return response;
  };
  const linkIn = (mail: { text: string } | undefined) => {
    const match = /http:\/\/web\.test\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    if (!match) throw new Error(`no reset link in: ${JSON.stringify(mail)}`);
    return match[1];
  };
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password } });

  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    await signUp(t.app, 'oublieuse');
    const before = mails().length;
    const unknown = await forgot('personne@example.test');
    const known = await forgot('oublieuse@example.test');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'oublieuse@example.test',
      subject: 'Réinitialisation de votre mot de passe Kora',
    });
    expect(linkIn(sent[0]).length).toBeGreaterThanOrEqual(40);
  });

  it('stores only a hash of the token', async () => {
    await signUp(t.app, 'secrete');
    await forgot('secrete@example.test');
    const token = linkIn(mails().find((mail) => mail.to === 'secrete@example.test'));
    const rows = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('sets a new password once with the mailed link; the link then stops working', async () => {
    await signUp(t.app, 'renouveau');
    await forgot('renouveau@example.test');
    const token = linkIn(mails().find((mail) => mail.to === 'renouveau@example.test'));

    const weak = await reset(token, 'court');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().violations[0].propertyPath).toBe('password');

    const done = await reset(token, 'nouveaumdp2');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.');
    await expect(signIn(t.app, 'renouveau', 'nouveaumdp2')).resolves.toBeDefined();
    await expect(signIn(t.app, 'renouveau', 'motdepasse1')).rejects.toThrow();

    const again = await reset(token, 'encoreunautre3');
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([
      { propertyPath: 'token', message: 'Ce lien de réinitialisation est invalide ou a expiré.' },
    ]);
  });

  it('refuses a link older than an hour', async () => {
    await signUp(t.app, 'tardive');
    await forgot('tardive@example.test');
    const token = linkIn(mails().find((mail) => mail.to === 'tardive@example.test'));
    await t.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await reset(token, 'nouveaumdp2')).statusCode).toBe(422);
  });

  it('rejects a malformed email with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'pas-un-email' },
    });
    expect(response.statusCode).toBe(422);
  });

  describe('PUT /api/profile/password', () => {
    const change = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profile/password', headers, payload });

    it('changes the password after checking the current one', async () => {
      const session = await signUp(t.app, 'changeuse');
      const wrong = await change(session.headers, { currentPassword: 'mauvais1', newPassword: 'nouveaumdp2' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().violations).toEqual([
        { propertyPath: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' },
      ]);

      const mismatch = await change(session.headers, {
        currentPassword: 'motdepasse1',
        newPassword: 'nouveaumdp2',
        confirmPassword: 'autre',
      });
      expect(mismatch.json().violations).toEqual([
        { propertyPath: 'confirmPassword', message: 'New password and confirm new password do not match!' },
      ]);

      const weak = await change(session.headers, { currentPassword: 'motdepasse1', newPassword: 'court' });
      expect(weak.json().violations).toEqual([
        { propertyPath: 'newPassword', message: expect.stringContaining('8 caractères') },
      ]);

      const done = await change(session.headers, {
        currentPassword: 'motdepasse1',
        newPassword: 'nouveaumdp2',
        confirmPassword: 'nouveaumdp2',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({
        message: 'Votre mot de passe a été modifié.',
        token: expect.any(String),
        expiresIn: expect.any(Number),
      });
      await expect(signIn(t.app, 'changeuse', 'nouveaumdp2')).resolves.toBeDefined();
      await expect(signIn(t.app, 'changeuse', 'motdepasse1')).rejects.toThrow();
    });

    it('answers 401 without a token', async () => {
      expect((await change({}, { currentPassword: 'x', newPassword: 'nouveaumdp2' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/profile/orders', () => {
    it('is empty for a new account, then lists purchases and orders newest first', async () => {
      const session = await signUp(t.app, 'cliente');
      const list = () => t.app.inject({ method: 'GET', url: '/api/profile/orders', headers: session.headers });
      expect((await list()).json()).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/profile/orders' })).statusCode).toBe(401);

      const rows = new CatalogueRows(t.db);
      const release = await rows.release(await rows.artist('Aya'), 'Soleil', { tracks: ['Soleil', 'Lune'] });
      await t.db
        .insertInto('purchases')
        .values({
          user_id: session.userId,
          release_id: release.id,
          amount_minor: 999,
          currency: 'EUR',
          status: 'paid',
          created_at: '2025-01-01T10:00:00.000Z',
        })
        .execute();
      await t.db
        .insertInto('orders')
        .values({
          user_id: session.userId,
          customer_name: 'C',
          customer_email: 'c@example.test',
          amount_minor: 2500,
          currency: 'EUR',
          status: 'paid',
          created_at: '2025-02-01T10:00:00.000Z',
        })
        .execute();

      const orders = (await list()).json();
      expect(orders).toEqual([
        expect.objectContaining({
          kind: 'order',
          priceMinor: 2500,
          price: 25,
          status: 'paid',
          description: expect.stringContaining('Commande n°'),
        }),
        expect.objectContaining({ kind: 'album', priceMinor: 999, description: 'Album « Soleil »' }),
      ]);
    });
  });
});
