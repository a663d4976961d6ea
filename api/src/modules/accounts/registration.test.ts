import { ProfileSchema, RegisterResponseSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/register signs the new account in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const register = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'awa.k', email, password: 'Ecoute2025' },
    });

  it('answers 201 with a session token for the new account, as a sign-in does', async () => {
    const response = await register('Awa@Example.test');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Value.Check(RegisterResponseSchema, body)).toBe(true);
    expect(body).toMatchObject({
      expiresIn: t.config.jwtTtlSeconds,
      user: { username: 'awa.k', email: 'awa@example.test', roles: ['ROLE_USER'] },
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(Value.Check(ProfileSchema, profile.json())).toBe(true);
    expect(profile.json()).toMatchObject({ id: body.user.id, username: 'awa.k', plan: 'free' });
  });

  it("remembers the registering device, so its next sign-ins are not counted with its address's", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username: 'moussa.k', email: 'moussa@example.test', password: 'Ecoute2025' },
    });
    expect(response.statusCode).toBe(201);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^kora_device=[\w.~-]+; Path=\/api\/login_check;/);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { cookie: cookie.split(';')[0] },
      payload: { username: 'moussa.k', password: 'Ecoute2025' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('gives no token when the account is refused', async () => {
    const response = await register('autre@example.test');
    expect(response.statusCode).toBe(422);
    expect(response.json()).not.toHaveProperty('token');
  });
});
