import { performance } from 'node:perf_hooks';
import { createTestApp, signUp, type TestApp } from '../../test/test-app';

const PER_ACCOUNT = 5;
const PER_ADDRESS = 8;

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        LOGIN_FAILURES_PER_MINUTE: String(PER_ACCOUNT),
        LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
      },
    });
  });
  afterAll(async () => t.close());

  const attempt = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login_check', remoteAddress, payload: { username, password } });
  const statuses = (answers: Array<{ statusCode: number }>) => answers.map((answer) => answer.statusCode);
  const count = (list: number[], status: number) => list.filter((code) => code === status).length;

  it(`checks at most ${PER_ACCOUNT} of 100 parallel wrong passwords; the others answer 429 before any check`, async () => {
    await signUp(t.app, 'cible');
    const answers = await Promise.all(Array.from({ length: 100 }, () => attempt('cible', 'mauvais1', '10.9.0.1')));
    const codes = statuses(answers);
    console.log(`100 parallel wrong passwords: ${count(codes, 401)} checked (401), ${count(codes, 429)} refused (429)`);
    expect(count(codes, 401)).toBe(PER_ACCOUNT);
    expect(count(codes, 429)).toBe(100 - PER_ACCOUNT);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: expect.stringMatching(/^Trop de tentatives de connexion\. Réessayez dans \d+ secondes\.$/),
      error: 'Too Many Requests',
    });
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    // The right password is refused too while the allowance is spent.
    expect((await attempt('cible', 'motdepasse1', '10.9.0.1')).statusCode).toBe(429);
  });

  it('counts the username and the email of one account together', async () => {
    await signUp(t.app, 'double');
    const first = [];
    for (const login of ['double', 'double@example.test', 'DOUBLE', 'double', 'Double@Example.test']) {
      first.push((await attempt(login, 'mauvais1', '10.9.0.2')).statusCode);
    }
    expect(first).toEqual([401, 401, 401, 401, 401]);
    expect((await attempt('double', 'motdepasse1', '10.9.0.2')).statusCode).toBe(429);
    expect((await attempt('double@example.test', 'motdepasse1', '10.9.0.2')).statusCode).toBe(429);
    // Another address still gets its own allowance for that account.
    expect((await attempt('double@example.test', 'motdepasse1', '10.9.0.3')).statusCode).toBe(200);
  });

  it(`caps one address at ${PER_ADDRESS} failures across usernames, known or not`, async () => {
    const address = '10.9.0.4';
    await signUp(t.app, 'voisine');
    const names = ['alpha', 'beta', 'gamma', 'delta'];
    const codes = [];
    for (const name of names) {
      codes.push((await attempt(name, 'mauvais1', address)).statusCode);
      codes.push((await attempt(name, 'mauvais2', address)).statusCode);
    }
    expect(codes).toEqual(Array(PER_ADDRESS).fill(401));
    expect((await attempt('epsilon', 'mauvais1', address)).statusCode).toBe(429);
    expect((await attempt('voisine', 'motdepasse1', address)).statusCode).toBe(429);
    expect((await attempt('voisine', 'motdepasse1', '10.9.0.5')).statusCode).toBe(200);
  });

  it("clears the account's failures from that address after a successful sign-in", async () => {
    await signUp(t.app, 'distraite');
    for (let i = 0; i < PER_ACCOUNT - 1; i += 1) {
      expect((await attempt('distraite', 'mauvais1', '10.9.0.6')).statusCode).toBe(401);
    }
    expect((await attempt('distraite', 'motdepasse1', '10.9.0.6')).statusCode).toBe(200);
    const again = [];
    for (let i = 0; i < PER_ACCOUNT; i += 1)
      again.push((await attempt('distraite', 'mauvais1', '10.9.0.6')).statusCode);
    expect(again).toEqual(Array(PER_ACCOUNT).fill(401));
    expect((await attempt('distraite', 'mauvais1', '10.9.0.6')).statusCode).toBe(429);
  });

  it('lets attempts older than the window go, and deletes them', async () => {
    await signUp(t.app, 'patiente');
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'patiente')
      .executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 2 * 60_000).toISOString();
    await t.db
      .insertInto('sign_in_attempts')
      .values(
        Array.from({ length: PER_ACCOUNT }, () => ({
          account_key: `account:${user.id}`,
          address: '10.9.0.7',
          created_at: old,
        })),
      )
      .execute();
    expect((await attempt('patiente', 'mauvais1', '10.9.0.7')).statusCode).toBe(401);
    const oldRows = () => t.db.selectFrom('sign_in_attempts').select('id').where('created_at', '=', old).execute();
    for (let i = 0; i < 50 && (await oldRows()).length > 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await oldRows()).toEqual([]);
  });

  it('answers an unknown user in about the time of a known one (no timing oracle)', async () => {
    await signUp(t.app, 'connue');
    const timeOf = async (username: string, address: string) => {
      const started = performance.now();
      const answer = await attempt(username, 'mauvais1', address);
      expect(answer.statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push(await timeOf('connue', `10.9.1.${i}`));
      unknown.push(await timeOf(`inconnue${i}`, `10.9.2.${i}`));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    console.log(
      `sign-in time, median of 4: known user ${median(known).toFixed(1)} ms, unknown user ${median(unknown).toFixed(1)} ms`,
    );
    // Loose on purpose (shared machines): skipping the password check would make it 10 to 50 times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });
});
