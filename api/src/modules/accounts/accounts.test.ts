import { createTestApp, signIn, signUp, type TestApp } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const register = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload });

  describe('POST /api/register', () => {
    it('creates an account that can then sign in', async () => {
      const response = await register({ username: 'nina', email: 'Nina@Example.test', password: 'motdepasse1' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ user: { username: 'nina', email: 'nina@example.test' } });
      expect(response.json().user).not.toHaveProperty('password');

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'nina', password: 'motdepasse1' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('answers 422 with a violation per missing field', async () => {
      const response = await register({});
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.error).toBe('Unprocessable Entity');
      expect(body.violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual([
        'email',
        'password',
        'username',
      ]);
    });

    it('rejects a malformed email on the email field', async () => {
      const response = await register({ username: 'paul', email: 'pas-un-email', password: 'motdepasse1' });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'email', message: expect.stringContaining('email') },
      ]);
    });

    it('rejects a weak password with its own message', async () => {
      const response = await register({ username: 'paul', email: 'paul@example.test', password: 'court' });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'password', message: expect.stringContaining('8 caractères') },
      ]);
    });

    it('says a taken username or email is already used (déjà utilisé)', async () => {
      await register({ username: 'taken', email: 'taken@example.test', password: 'motdepasse1' });
      const response = await register({ username: 'TAKEN', email: 'TAKEN@example.test', password: 'motdepasse1' });
      expect(response.statusCode).toBe(422);
      const violations = response.json().violations as Array<{ propertyPath: string; message: string }>;
      expect(violations).toEqual(
        expect.arrayContaining([
          { propertyPath: 'username', message: expect.stringContaining('déjà utilisé') },
          { propertyPath: 'email', message: expect.stringContaining('déjà utilisé') },
        ]),
      );
    });

    it('answers 400 for a body that is not JSON, never 500', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), error: 'Bad Request' });
    });
  });

  describe('POST /api/login_check', () => {
    beforeAll(async () => {
      await register({ username: 'sam', email: 'sam@example.test', password: 'motdepasse1' });
    });

    it('returns a token and the user, by username or email', async () => {
      for (const username of ['sam', 'sam@example.test']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { username, password: 'motdepasse1' },
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body.token.split('.')).toHaveLength(3);
        expect(body.user).toMatchObject({ username: 'sam', email: 'sam@example.test', roles: ['ROLE_USER'] });
      }
    });

    it('answers 401 with a message for a wrong password', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        remoteAddress: '10.0.0.9',
        payload: { username: 'sam', password: 'mauvais1' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Identifiants invalides.', error: 'Unauthorized' });
    });

    it('refuses a sixth attempt within a minute after five failures (429), for that username and address only', async () => {
      await register({ username: 'victim', email: 'victim@example.test', password: 'motdepasse1' });
      const attempt = (password: string, remoteAddress = '10.0.0.1') =>
        t.app.inject({
          method: 'POST',
          url: '/api/login_check',
          remoteAddress,
          payload: { username: 'victim', password },
        });
      for (let i = 0; i < 5; i += 1) expect((await attempt('mauvais1')).statusCode).toBe(401);
      const blocked = await attempt('motdepasse1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect(blocked.json().error).toBe('Too Many Requests');
      expect((await attempt('motdepasse1', '10.0.0.2')).statusCode).toBe(200);
    });
  });

  describe('GET and PUT /api/profile', () => {
    it('answers 401 without a token, or with a forged one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toMatchObject({ error: 'Unauthorized' });
    });

    it('returns the signed-in user with the free plan', async () => {
      const session = await signUp(t.app, 'profil');
      const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: session.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: session.userId,
        username: 'profil',
        email: 'profil@example.test',
        firstname: null,
        image: null,
        roles: ['ROLE_USER'],
        artist: null,
        plan: 'free',
      });
      expect(response.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it('updates names and image, keeping our upload URLs absolute', async () => {
      const session = await signUp(t.app, 'editeur');
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: session.headers,
        payload: { firstname: 'Éva', lastname: 'Roux', image: 'http://api.test/uploads/images/abc.png' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstname: 'Éva',
        lastname: 'Roux',
        name: 'Éva Roux',
        image: 'http://api.test/uploads/images/abc.png',
      });
      const again = await t.app.inject({ method: 'GET', url: '/api/profile', headers: session.headers });
      expect(again.json().name).toBe('Éva Roux');
    });

    it('refuses to take another user’s email', async () => {
      await signUp(t.app, 'premier');
      const session = await signUp(t.app, 'second');
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: session.headers,
        payload: { email: 'premier@example.test', currentPassword: 'motdepasse1' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        { propertyPath: 'email', message: expect.stringContaining('déjà utilisé') },
      ]);
    });
  });

  describe('becoming an artist', () => {
    const signUpPremium = async (username: string) => {
      const session = await signUp(t.app, username);
      await grantPlan(t.db, session.userId, 'premium');
      return session;
    };

    it('needs a plan with content creation (403 on free and starter)', async () => {
      const session = await signUp(t.app, 'sansforfait');
      const free = await t.app.inject({
        method: 'POST',
        url: '/api/artists/become-artist',
        headers: session.headers,
        payload: { name: 'Nova' },
      });
      expect(free.statusCode).toBe(403);
      expect(free.json()).toEqual({
        message: 'Cette fonctionnalité nécessite le forfait Premium.',
        error: 'Forbidden',
      });
      await grantPlan(t.db, session.userId, 'starter');
      const starter = await t.app.inject({
        method: 'POST',
        url: '/api/artists/become-artist',
        headers: session.headers,
        payload: { name: 'Nova' },
      });
      expect(starter.statusCode).toBe(403);
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: session.headers });
      expect(profile.json()).toMatchObject({ artist: null, roles: ['ROLE_USER'], plan: 'starter' });
    });

    it('requires a name after trimming', async () => {
      const session = await signUpPremium('blank');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/artists/become-artist',
        headers: session.headers,
        payload: { name: '   ' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([{ propertyPath: 'name', message: "Le nom d'artiste est requis." }]);
    });

    it('grants ROLE_ARTIST, creates the artist and refuses a second time (409)', async () => {
      const session = await signUpPremium('futurartiste');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/artists/become-artist',
        headers: session.headers,
        payload: { name: '  Zaza Lune ' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.artist).toMatchObject({ name: 'Zaza Lune', slug: 'zaza-lune' });
      expect(body.user.roles).toContain('ROLE_ARTIST');

      const relogged = await signIn(t.app, 'futurartiste', 'motdepasse1');
      const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: relogged.headers });
      expect(profile.json().artist).toMatchObject({ name: 'Zaza Lune' });

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/artists/become-artist',
        headers: { authorization: `Bearer ${body.token}` },
        payload: { name: 'Autre' },
      });
      expect(again.statusCode).toBe(409);
    });

    it('lets an artist edit name and bio, and forbids non-artists (403)', async () => {
      const listener = await signUp(t.app, 'auditeur');
      const forbidden = await t.app.inject({
        method: 'PUT',
        url: '/api/artist/profile',
        headers: listener.headers,
        payload: { bio: 'x' },
      });
      expect(forbidden.statusCode).toBe(403);

      const session = await signUpPremium('chanteuse');
      await t.app.inject({
        method: 'POST',
        url: '/api/artists/become-artist',
        headers: session.headers,
        payload: { name: 'Chanteuse' },
      });
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/artist/profile',
        headers: session.headers,
        payload: { name: 'La Chanteuse', bio: 'Soul.' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'La Chanteuse', slug: 'la-chanteuse', bio: 'Soul.' });
    });
  });
});
