import { randomBytes } from 'node:crypto';
import { createTestApp, signIn, signUp, type TestApp } from '../../test/test-app';
import { profileFrom } from './provider-client';
import { MockOAuthProvider } from './testing/mock-oauth-provider';

describe('social sign-in against an OAuth 2 provider on loopback', () => {
  let t: TestApp;
  let provider: MockOAuthProvider;
  beforeAll(async () => {
    provider = await MockOAuthProvider.start();
    t = await createTestApp({
      env: { ...provider.envFor('google'), ...provider.envFor('twitter'), WEB_URL: 'http://web.test' },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });

  const newState = () => randomBytes(18).toString('base64url');
  const config = (name: string, state?: string) =>
    t.app.inject({ method: 'GET', url: `/api/auth/${name}/config${state ? `?state=${state}` : ''}` });
  /** The browser's round trip: our config → the provider's consent → the code and state it returns. */
  const consent = async (name: string) => {
    const state = newState();
    const response = await config(name, state);
    expect(response.statusCode).toBe(200);
    return provider.authorize(response.json().url);
  };
  const callback = (name: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${name}/callback`, payload: body });

  it('gives the authorize URL with the scope, redirect URI, state and PKCE challenge', async () => {
    const state = newState();
    const response = await config('google', state);
    const body = response.json();
    expect(body).toMatchObject({
      provider: 'google',
      clientId: 'google-client',
      scope: 'email profile',
      redirectUri: 'http://web.test/auth/google/callback',
      state,
      codeChallengeMethod: 'S256',
    });
    const url = new URL(body.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'google-client',
      scope: 'email profile',
      state,
      code_challenge: body.codeChallenge,
      response_type: 'code',
    });
    expect((await config('twitter', newState())).json().scope).toBe('tweet.read users.read');
    expect((await config('google')).json().state).toMatch(/^[\w-]{20,}$/);
  });

  it('offers only the providers it has keys for', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: ['google', 'twitter'] });
  });

  it('offers no provider on a site without keys', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ providers: [] });
    } finally {
      await bare.close();
    }
  });

  it("names an unsupported or unconfigured provider in the spec's words", async () => {
    const github = await config('github');
    expect(github.statusCode).toBe(404);
    expect(github.json().message).toBe('Provider github non supporté');
    const facebook = await config('facebook');
    expect(facebook.statusCode).toBe(422);
    expect(facebook.json().message).toBe('Configuration OAuth manquante pour facebook...');
    expect((await callback('facebook', { code: 'x', state: newState() })).statusCode).toBe(422);
  });

  it('creates an account on first sign-in, then signs the same account in', async () => {
    await provider.setUserinfo({
      sub: 'google-zoe',
      email: 'Zoe@Example.test',
      email_verified: true,
      name: 'Zoé Martin',
    });
    const first = await callback('google', await consent('google'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      created: true,
      user: { username: 'zoe.martin', email: 'zoe@example.test', roles: ['ROLE_USER'] },
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(profile.json()).toMatchObject({ username: 'zoe.martin', plan: 'free' });

    const second = await callback('google', await consent('google'));
    expect(second.json()).toMatchObject({ created: false, user: { id: first.json().user.id } });
  });

  it('refuses a missing code, and a state other than the one the redirect was made for', async () => {
    const missing = await callback('google', { code: '  ', state: newState() });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual([{ propertyPath: 'code', message: "Code d'autorisation manquant" }]);

    const { code } = await consent('google');
    const tampered = await callback('google', { code, state: newState() });
    expect(tampered.statusCode).toBe(401);
  });

  it('links a verified email to the existing account, and refuses an unverified one', async () => {
    const owner = await signUp(t.app, 'camille');
    await provider.setUserinfo({
      sub: 'google-fake-camille',
      email: 'camille@example.test',
      email_verified: false,
      name: 'Camille',
    });
    const unverified = await callback('google', await consent('google'));
    expect(unverified.statusCode).toBe(409);

    await provider.setUserinfo({
      sub: 'google-camille',
      email: 'camille@example.test',
      email_verified: true,
      name: 'Camille',
    });
    const verified = await callback('google', await consent('google'));
    expect(verified.json()).toMatchObject({ created: false, user: { id: owner.userId } });
  });

  it('links, lists and unlinks provider accounts of a signed-in user', async () => {
    const session = await signUp(t.app, 'lieuse');
    const linked = () => t.app.inject({ method: 'GET', url: '/api/auth/linked-accounts', headers: session.headers });
    expect((await linked()).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/linked-accounts' })).statusCode).toBe(401);

    await provider.setUserinfo({ data: { id: 'tw-42', username: 'lieuse_tw', name: 'Lieuse' } });
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/auth/twitter/link',
      headers: session.headers,
      payload: await consent('twitter'),
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual([{ provider: 'twitter', email: null, linkedAt: expect.any(String) }]);

    const other = await signUp(t.app, 'autre');
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/twitter/link',
      headers: other.headers,
      payload: await consent('twitter'),
    });
    expect(stolen.statusCode).toBe(409);

    const viaTwitter = await callback('twitter', await consent('twitter'));
    expect(viaTwitter.json()).toMatchObject({ created: false, user: { id: session.userId } });

    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/auth/twitter/unlink', headers: session.headers });
    expect(unlink.statusCode).toBe(200);
    expect(unlink.json()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/twitter/unlink', headers: session.headers })).statusCode,
    ).toBe(404);
    await expect(signIn(t.app, 'lieuse', 'motdepasse1')).resolves.toBeDefined();
  });

  it('keeps the last way to sign in of an account without a password', async () => {
    await provider.setUserinfo({ data: { id: 'tw-solo', username: 'solo', name: 'Solo' } });
    const created = await callback('twitter', await consent('twitter'));
    expect(created.json()).toMatchObject({
      created: true,
      user: { username: 'solo', email: 'twitter-tw-solo@oauth.kora.invalid' },
    });
    const headers = { authorization: `Bearer ${created.json().token}` };
    const unlink = await t.app.inject({ method: 'DELETE', url: '/api/auth/twitter/unlink', headers });
    expect(unlink.statusCode).toBe(409);
  });

  it('reads each provider’s user info', () => {
    expect(profileFrom('facebook', { id: 'fb-1', email: 'a@b.test', name: 'A B' })).toEqual({
      id: 'fb-1',
      email: 'a@b.test',
      emailVerified: true,
      name: 'A B',
      username: null,
    });
    expect(profileFrom('google', { email: 'x@y.test' })).toBeNull();
  });
});
