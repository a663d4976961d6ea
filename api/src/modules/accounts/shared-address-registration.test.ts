import { createTestApp, type TestApp } from '../../test/test-app';
import { inBatches, insertAccounts, PASSWORD, signInFrom } from './test-accounts';

const PER_MINUTE = 3;

describe('registrations from an address many listeners share', () => {
  let t: TestApp;
  let registered = 0;
  beforeAll(async () => {
    t = await createTestApp({ env: { REGISTRATIONS_PER_MINUTE: String(PER_MINUTE) } });
  });
  afterAll(async () => t.close());

  const register = async (remoteAddress: string) => {
    registered += 1;
    const username = `nouvelle${registered}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: { username, email: `${username}@example.test`, password: PASSWORD },
    });
    return { username, status: response.statusCode, response };
  };
  const registerMany = async (remoteAddress: string, count: number) => {
    const answers = [];
    for (let i = 0; i < count; i += 1) answers.push(await register(remoteAddress));
    return answers;
  };

  it('allows more sign-ups a minute from an address where more accounts sign in, and still stops a flood', async () => {
    const shared = '100.64.2.1';
    const regulars = await insertAccounts(t.db, 'habitue', 40);
    const signedIn = await inBatches(regulars, 20, (username) => signInFrom(t.app, shared, username, PASSWORD));
    expect(signedIn.every((answer) => answer.status === 200)).toBe(true);

    // 40 accounts seen at the address: 3 + 40 / 10 sign-ups a minute.
    const codes = (await registerMany(shared, 9)).map((answer) => answer.status);
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = await register(shared);
    expect(refused.status).toBe(429);
    expect(refused.response.json()).toEqual({
      message: expect.stringMatching(/^Trop de requêtes\. Réessayez dans \d+ secondes\.$/),
      error: 'Too Many Requests',
    });
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('keeps the base allowance for an address without accounts signing in', async () => {
    const codes = (await registerMany('100.64.2.2', 5)).map((answer) => answer.status);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
  });

  it('does not let accounts opened today raise the allowance of their address', async () => {
    const address = '100.64.2.3';
    const opened = await registerMany(address, PER_MINUTE);
    expect(opened.map((answer) => answer.status)).toEqual([201, 201, 201]);
    for (const { username } of opened) {
      expect((await signInFrom(t.app, address, username, PASSWORD)).status).toBe(200);
    }
    expect((await register(address)).status).toBe(429);
  });
});
