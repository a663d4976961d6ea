import { createTestApp, type TestApp } from '../../test/test-app';
import { insertAccounts, PASSWORD, signInFrom } from './test-accounts';

const PER_ADDRESS = 3;

describe('the device cookie of a successful sign-in', () => {
  let t: TestApp;
  let accounts: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS), TRUST_PROXY: '1' } });
    accounts = await insertAccounts(t.db, 'appareil', 4);
  });
  afterAll(async () => t.close());

  /** Failed sign-ins of unknown devices until the address's allowance is spent. */
  const spend = async (address: string) => {
    for (let i = 0; i < PER_ADDRESS; i += 1) await signInFrom(t.app, address, `personne${i}`, 'mauvais1');
    expect((await signInFrom(t.app, address, 'personne', 'mauvais1')).status).toBe(429);
  };

  it('is HttpOnly, SameSite=Lax, sent back to the sign-in only, and Secure over HTTPS', async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        remoteAddress: '10.1.0.1',
        headers,
        payload: { username: accounts[0], password: PASSWORD },
      });
    const plain = await signIn({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['set-cookie']).toMatch(
      /^kora_device=[\w.~-]+; Path=\/api\/login_check; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    const secure = await signIn({ 'x-forwarded-proto': 'https' });
    expect(secure.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      remoteAddress: '10.1.0.1',
      payload: { username: accounts[0], password: 'mauvais1' },
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['set-cookie']).toBeUndefined();
  });

  it('remembers every account signed in on the device', async () => {
    const first = await signInFrom(t.app, '10.1.0.2', accounts[1], PASSWORD);
    const second = await signInFrom(t.app, '10.1.0.2', accounts[2], PASSWORD, first.deviceCookie);
    await spend('10.1.0.2');
    expect((await signInFrom(t.app, '10.1.0.2', accounts[1], PASSWORD, second.deviceCookie)).status).toBe(200);
    expect((await signInFrom(t.app, '10.1.0.2', accounts[2], PASSWORD, second.deviceCookie)).status).toBe(200);
    expect((await signInFrom(t.app, '10.1.0.2', accounts[3], PASSWORD, second.deviceCookie)).status).toBe(429);
  });

  it('ends with a change of password', async () => {
    const before = await signInFrom(t.app, '10.1.0.3', accounts[3], PASSWORD);
    const session = { authorization: `Bearer ${before.body.token}` };
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      remoteAddress: '10.1.0.3',
      headers: session,
      payload: { currentPassword: PASSWORD, newPassword: 'nouveaumdp2' },
    });
    expect(changed.statusCode).toBe(200);
    await spend('10.1.0.3');
    expect((await signInFrom(t.app, '10.1.0.3', accounts[3], 'nouveaumdp2', before.deviceCookie)).status).toBe(429);
  });
});
