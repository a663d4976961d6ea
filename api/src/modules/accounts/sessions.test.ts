import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { optionalUser } from '../../auth/optional-user';
import { createTestApp, signIn, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { PasswordResets } from './password-reset';
import { settlePasswordResetMails } from './password-routes';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

describe('sessions end when they should', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_URL: 'http://web.test' } });
  });
  afterAll(async () => t.close());

  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const mails = (): Mail[] => {
    try {
      return readdirSync(outbox())
        .sort()
        .map((name) => JSON.parse(readFileSync(path.join(outbox(), name), 'utf8')) as Mail);
    } catch {
      return [];
    }
  };
  const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/profile', headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const asVisitorCall = (token: string) => ({ headers: bearer(token) }) as unknown as FastifyRequest;

  describe('a password change', () => {
    it('revokes every earlier token and answers this session with a new one', async () => {
      const first = await signUp(t.app, 'prudente');
      const other = await signIn(t.app, 'prudente', 'motdepasse1');
      const changed = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: first.headers,
        payload: { currentPassword: 'motdepasse1', newPassword: 'nouveaumdp2' },
      });
      expect(changed.statusCode).toBe(200);
      const { token } = changed.json<{ token: string }>();

      for (const old of [first, other]) {
        const refused = await profile(old.headers);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ message: 'Token JWT invalide ou expiré.', error: 'Unauthorized' });
        expect(await optionalUser(t.app, asVisitorCall(old.token))).toBeNull();
      }
      expect((await profile(bearer(token))).statusCode).toBe(200);
      expect(await optionalUser(t.app, asVisitorCall(token))).toMatchObject({ id: first.userId });
      const fresh = await signIn(t.app, 'prudente', 'nouveaumdp2');
      expect((await profile(fresh.headers)).statusCode).toBe(200);
    });

    it('refused with a wrong current password keeps the sessions', async () => {
      const session = await signUp(t.app, 'hesitante');
      const wrong = await t.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: session.headers,
        payload: { currentPassword: 'mauvais1', newPassword: 'nouveaumdp2' },
      });
      expect(wrong.statusCode).toBe(422);
      expect((await profile(session.headers)).statusCode).toBe(200);
    });
  });

  it('a password reset revokes every earlier token', async () => {
    const session = await signUp(t.app, 'reinit');
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'reinit@example.test' } });
    await settlePasswordResetMails();
    const mail = mails().find((m) => m.to === 'reinit@example.test');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'nouveaumdp2' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(session.headers)).statusCode).toBe(401);
    expect(await optionalUser(t.app, asVisitorCall(session.token))).toBeNull();
    const fresh = await signIn(t.app, 'reinit', 'nouveaumdp2');
    expect((await profile(fresh.headers)).statusCode).toBe(200);
  });

  it('never writes a reset link to the log', async () => {
    await signUp(t.app, 'discrete');
    const logged: unknown[] = [];
    const log = new Proxy({} as FastifyBaseLogger, {
      get: (_target, level) => (level === 'child' ? () => log : (...args: unknown[]) => logged.push({ level, args })),
    });
    const resets = new PasswordResets(t.db, t.app.mailer, log, { webUrl: 'http://web.test', ttlSeconds: 3600 });
    await resets.request('discrete@example.test');
    const mail = mails().find((m) => m.to === 'discrete@example.test');
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  describe('changing the email', () => {
    let session: TestSession;
    beforeAll(async () => {
      session = await signUp(t.app, 'demenage');
    });
    const changeEmail = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers: session.headers, payload });

    it('without the current password answers 400 on that field', async () => {
      const response = await changeEmail({ email: 'ailleurs@example.test' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Saisissez votre mot de passe actuel pour changer d'adresse email.",
        error: 'Bad Request',
        violations: [
          {
            propertyPath: 'currentPassword',
            message: "Saisissez votre mot de passe actuel pour changer d'adresse email.",
          },
        ],
      });
    });

    it('with a wrong current password answers 403 and keeps the email', async () => {
      const response = await changeEmail({ email: 'ailleurs@example.test', currentPassword: 'mauvais1' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        message: 'Le mot de passe actuel est incorrect.',
        error: 'Forbidden',
        violations: [{ propertyPath: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' }],
      });
      expect((await profile(session.headers)).json().email).toBe('demenage@example.test');
    });

    it('with the current password changes it and tells the old address', async () => {
      const before = mails().length;
      const response = await changeEmail({ email: 'Nouvelle@Example.test', currentPassword: 'motdepasse1' });
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe('nouvelle@example.test');
      const sent = mails().slice(before);
      expect(sent).toEqual([
        {
          from: expect.any(String),
          to: 'demenage@example.test',
          subject: 'Votre adresse email Kora a été modifiée',
          text: expect.stringContaining('nouvelle@example.test'),
          date: expect.any(String),
        },
      ]);
      expect(sent[0].text).toContain('http://web.test/contact');
    });

    it('needs no password when the email stays the same', async () => {
      const response = await changeEmail({ email: 'nouvelle@example.test', firstname: 'Inès' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstname: 'Inès', email: 'nouvelle@example.test' });
    });

    it('counts wrong current passwords as failed sign-ins (429 past the allowance)', async () => {
      const guessed = await signUp(t.app, 'devinee');
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        answers.push(
          await t.app.inject({
            method: 'PUT',
            url: '/api/profile',
            headers: guessed.headers,
            remoteAddress: '10.8.0.1',
            payload: { email: 'pirate@example.test', currentPassword: `essai${i}` },
          }),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 429]);
      expect(Number(answers[5].headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });
  });
});
