import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../db/connection';
import { settlePasswordResetMails } from '../modules/accounts/password-routes';
import { buildServer } from '../server';
import { createTestApp, type TestApp } from '../test/test-app';

const FORGOT_PER_MINUTE = 4;
const REGISTRATIONS_PER_MINUTE = 3;

/** Route limits are counted in the database: two API servers on one database share them. */
describe('route rate limits shared by API processes', () => {
  let t: TestApp;
  let secondDb: Db;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        FORGOT_PASSWORD_PER_MINUTE: String(FORGOT_PER_MINUTE),
        REGISTRATIONS_PER_MINUTE: String(REGISTRATIONS_PER_MINUTE),
      },
    });
    // Another server with its own connection to the same database, as a second process would have.
    secondDb = openDatabase(t.config.database);
    second = buildServer(t.config, { db: secondDb, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await settlePasswordResetMails();
    await second.close();
    await secondDb.destroy();
    await t.close();
  });

  const servers = () => [t.app, second];
  const forgot = (server: FastifyInstance, remoteAddress: string, i: number) =>
    server.inject({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress,
      payload: { email: `personne${i}@example.test` },
    });

  it(`lets ${FORGOT_PER_MINUTE} of 20 parallel requests through across both servers`, async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => forgot(servers()[i % 2], '10.7.0.1', i)));
    const codes = answers.map((answer) => answer.statusCode);
    console.log(
      `20 parallel forgot-password requests on 2 servers: ${codes.filter((c) => c === 200).length} answered, ` +
        `${codes.filter((c) => c === 429).length} limited`,
    );
    expect(codes.filter((code) => code === 200)).toHaveLength(FORGOT_PER_MINUTE);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - FORGOT_PER_MINUTE);
    const limited = answers.find((answer) => answer.statusCode === 429);
    expect(limited?.json()).toEqual({
      message: expect.stringMatching(/^Trop de requêtes\. Réessayez dans \d+ secondes\.$/),
      error: 'Too Many Requests',
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address has its own count.
    expect((await forgot(second, '10.7.0.2', 99)).statusCode).toBe(200);
  });

  it('counts each route apart, one after the other on alternating servers', async () => {
    const register = (server: FastifyInstance, i: number) =>
      server.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '10.7.0.3',
        payload: { username: `inscrit${i}`, email: `inscrit${i}@example.test`, password: 'motdepasse1' },
      });
    const codes = [];
    for (let i = 0; i < REGISTRATIONS_PER_MINUTE + 2; i += 1)
      codes.push((await register(servers()[i % 2], i)).statusCode);
    expect(codes).toEqual([...Array(REGISTRATIONS_PER_MINUTE).fill(201), 429, 429]);
    expect((await forgot(t.app, '10.7.0.3', 1)).statusCode).toBe(200);
  });

  it('starts a new count once the window is over', async () => {
    for (let i = 0; i < FORGOT_PER_MINUTE; i += 1) await forgot(t.app, '10.7.0.4', i);
    expect((await forgot(second, '10.7.0.4', 9)).statusCode).toBe(429);
    await t.db
      .updateTable('rate_limit_hits')
      .set({ window_ends_at: new Date(Date.now() - 1000).toISOString() })
      .where('key', 'like', '%10.7.0.4')
      .execute();
    expect((await forgot(second, '10.7.0.4', 10)).statusCode).toBe(200);
  });
});
