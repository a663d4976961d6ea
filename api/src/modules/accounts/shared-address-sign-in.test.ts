import { createTestApp, type TestApp } from '../../test/test-app';
import { inBatches, insertAccounts, PASSWORD, signInFrom } from './test-accounts';

/** A carrier-grade NAT address (100.64.0.0/10) that a thousand listeners share. */
const SHARED = '100.64.0.1';
const PER_ADDRESS = 20;

describe('sign-in limits fair to an address a thousand listeners share', () => {
  let t: TestApp;
  let listeners: string[];
  /** The device cookie of each of the first 900 listeners, kept from their last sign-in. */
  const devices = new Map<string, string>();
  const known = () => listeners.slice(0, 900);
  const mistyping = () => listeners.slice(900);
  const statuses = (answers: Array<{ status: number }>) => {
    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOGIN_FAILURES_PER_MINUTE: '5', LOGIN_FAILURES_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS) },
    });
    listeners = await insertAccounts(t.db, 'auditeur', 1000);
    // Yesterday's sign-ins, from their phones behind the shared address. An attempt counts against the
    // address until its password is checked: a new address takes up to its base allowance at once.
    const signedIn = await inBatches(known(), 10, async (username) => {
      const answer = await signInFrom(t.app, SHARED, username, PASSWORD);
      if (answer.deviceCookie) devices.set(username, answer.deviceCookie);
      return answer;
    });
    expect(statuses(signedIn)).toEqual({ 200: 900 });
    expect(devices.size).toBe(900);
    // 900 password checks (scrypt): about 25 s on an idle 2-core machine, more beside the browser tests.
  }, 120_000);
  afterAll(async () => t.close());

  it('lets 900 listeners sign in while 100 others behind the address mistype their password', async () => {
    const mistakes = mistyping().map((username) => ({ username, password: 'mauvais1', cookie: undefined }));
    const returning = known().map((username) => ({ username, password: PASSWORD, cookie: devices.get(username) }));
    // Interleaved, as they come: one mistake among every nine good sign-ins.
    const attempts = returning.flatMap((attempt, i) => (i % 9 === 0 ? [mistakes[i / 9], attempt] : [attempt]));
    const answers = await inBatches(attempts, 25, (attempt) =>
      signInFrom(t.app, SHARED, attempt.username, attempt.password, attempt.cookie).then((answer) => ({
        ...answer,
        username: attempt.username,
      })),
    );
    const ofKnown = answers.filter((answer) => devices.has(answer.username));
    const ofMistaken = answers.filter((answer) => !devices.has(answer.username));
    console.log(
      `behind one address: known devices ${JSON.stringify(statuses(ofKnown))}, mistakes ${JSON.stringify(statuses(ofMistaken))}`,
    );
    expect(statuses(ofKnown)).toEqual({ 200: 900 });
    // 100 failures, five times the base allowance: the 900 accounts seen at the address raised it.
    expect(statuses(ofMistaken)).toEqual({ 401: 100 });
    const retyped = await inBatches(mistyping(), 25, (username) => signInFrom(t.app, SHARED, username, PASSWORD));
    expect(statuses(retyped)).toEqual({ 200: 100 });
  }, 90_000);

  it('still slows an attacker spraying passwords from that address, and leaves known devices signing in', async () => {
    const sprayed = [];
    for (let i = 0; i < 600; i += 1) {
      const answer = await signInFrom(t.app, SHARED, listeners[(i * 7) % 1000], `Soleil${i}!`);
      sprayed.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toEqual({
          message: expect.stringMatching(/^Trop de tentatives de connexion\. Réessayez dans \d+ secondes\.$/),
          error: 'Too Many Requests',
        });
        expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
        expect(answer.retryAfter).toBeLessThanOrEqual(60);
        break;
      }
    }
    console.log(`spraying from the shared address: ${sprayed.length - 1} passwords tried before the first 429`);
    expect(sprayed[sprayed.length - 1]).toBe(429);
    // The allowance grew with the address's legitimate use, within ten times the base.
    expect(sprayed.length - 1).toBeGreaterThan(PER_ADDRESS);
    expect(sprayed.length - 1).toBeLessThanOrEqual(10 * PER_ADDRESS);
    expect((await signInFrom(t.app, SHARED, 'inconnu', 'Soleil1!')).status).toBe(429);
    // A device the address has not seen waits too; a known device does not.
    expect((await signInFrom(t.app, SHARED, listeners[950], PASSWORD)).status).toBe(429);
    const some = known().filter((_, i) => i % 9 === 0);
    const back = await inBatches(some, 25, (username) =>
      signInFrom(t.app, SHARED, username, PASSWORD, devices.get(username)),
    );
    expect(statuses(back)).toEqual({ 200: 100 });
  });

  it('does not exempt a device cookie from another account, nor an altered one', async () => {
    const [alice, bob] = known();
    const aliceDevice = devices.get(alice) ?? '';
    // The address is spent by the attacker above: only a device cookie for the account gets through.
    expect((await signInFrom(t.app, SHARED, bob, PASSWORD, aliceDevice)).status).toBe(429);
    const altered = aliceDevice.replace(/(\d+)\./, (_all, id: string) => `${Number(id) + 1}.`);
    expect((await signInFrom(t.app, SHARED, bob, PASSWORD, altered)).status).toBe(429);
    expect((await signInFrom(t.app, SHARED, alice, PASSWORD, `${aliceDevice}x`)).status).toBe(429);
    expect((await signInFrom(t.app, SHARED, alice, PASSWORD, aliceDevice)).status).toBe(200);
  });

  it("limits a known device's own failures on its account, apart from the address", async () => {
    const username = known()[10];
    const device = devices.get(username);
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await signInFrom(t.app, SHARED, username, 'mauvais1', device)).status);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signInFrom(t.app, SHARED, username, PASSWORD, device)).status).toBe(429);
    // Another listener's device is not concerned.
    const neighbour = known()[11];
    expect((await signInFrom(t.app, SHARED, neighbour, PASSWORD, devices.get(neighbour))).status).toBe(200);
  });
});
