import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from '../../db/connection';
import { buildServer } from '../../server';
import { grantPlan } from '../subscriptions/testing';
import { eventually } from '../../test/eventually';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { DOWNLOAD_UNDER_WAY } from './download-rights';
import { buyTrack, createSaleCatalogue, type SaleCatalogue } from './testing';

/** Larger than what the sockets between client and server buffer: a response not read stays under way. */
const FILE_SIZE = 24 * 1024 * 1024;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, left unread until `body()` is called. */
  body(): Promise<Buffer>;
  /** Closes the connection, whatever is left of the body. */
  drop(): void;
}

/** A GET whose answer comes back as soon as its headers do; each on a connection of its own. */
function get(url: string, session: TestSession, range?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { ...session.headers, ...(range ? { range } : {}) } }, (response) => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: () =>
            new Promise((done, failed) => {
              const chunks: Buffer[] = [];
              response.on('data', (chunk: Buffer) => chunks.push(chunk));
              response.on('end', () => done(Buffer.concat(chunks)));
              response.on('error', failed);
            }),
          drop: () => response.destroy(),
        });
      })
      .on('error', reject);
  });
}

/** Starts a download and closes the connection after its first bytes: the bytes received by then. */
function downloadAndBreak(url: string, session: TestSession): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: session.headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        received += chunk.length;
        if (received >= 256 * 1024) {
          request.destroy();
          resolve(Buffer.concat(chunks));
        }
      });
    });
    request.on('error', () => undefined);
  });
}

describe('one transfer in flight per purchase, across API processes', () => {
  let t: TestApp;
  let sale: SaleCatalogue;
  let otherDb: Db;
  let other: FastifyInstance;
  let bases: string[];

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createSaleCatalogue(t, FILE_SIZE);
    // A second API process: its own connection to the same database.
    otherDb = openDatabase(t.config.database);
    other = buildServer(t.config, { db: otherDb, logger: false });
    bases = [];
    for (const server of [t.app, other]) {
      await server.listen({ port: 0, host: '127.0.0.1' });
      bases.push(`http://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    await other.close();
    await otherDb.destroy();
    await t.close();
  });

  const url = (server: number, query = '') => `${bases[server]}/api/track/${sale.singleTrackId}/download${query}`;
  const remaining = async (session: TestSession) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/user/track/${sale.singleTrackId}/can-download`,
        headers: session.headers,
      })
    ).json<{ remainingDownloads: number | null }>().remainingDownloads;
  const downloadsOf = (session: TestSession) =>
    t.db.selectFrom('downloads').select('id').where('user_id', '=', session.userId).execute();

  it('sends one complete copy for 30 parallel requests of one purchase; the others answer 409', async () => {
    const buyer = await signUp(t.app, 'impatient');
    await buyTrack(t.app, buyer, sale.singleTrackId);

    // Every answer arrives while the one copy is still being sent (its body is not read yet).
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(url(i % 2), buyer)));
    try {
      const statuses = answers.map((answer) => answer.status).sort();
      console.log(`30 parallel downloads of one purchase: ${statuses.filter((s) => s === 200).length} sent (200)`);
      expect(statuses).toEqual([200, ...Array(29).fill(409)]);
      const [sent, ...refused] = [...answers].sort((a, b) => a.status - b.status);
      for (const answer of refused) {
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse((await answer.body()).toString())).toEqual({
          message: DOWNLOAD_UNDER_WAY,
          error: 'Conflict',
        });
      }
      expect((await sent.body()).equals(sale.singleAudio)).toBe(true);
    } finally {
      for (const answer of answers) answer.drop();
    }
    expect(
      await eventually(
        () => remaining(buyer),
        (left) => left === 0,
      ),
    ).toBe(0);
    expect(await downloadsOf(buyer)).toHaveLength(1);
    const after = await get(url(1), buyer);
    expect(after.status).toBe(403);
    await after.body();
  });

  it('continues an interrupted download with Range, from either process, and spends the purchase once', async () => {
    const buyer = await signUp(t.app, 'coupee');
    await buyTrack(t.app, buyer, sale.singleTrackId);

    const first = await downloadAndBreak(url(0), buyer);
    expect(first.length).toBeLessThan(FILE_SIZE);
    // Until the server has seen the connection close, the transfer is still under way (409).
    const rest = await eventually(
      () => get(url(1), buyer, `bytes=${first.length}-`),
      (answer) => answer.status !== 409,
    );
    expect(rest.status).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${first.length}-${FILE_SIZE - 1}/${FILE_SIZE}`);
    expect(Buffer.concat([first, await rest.body()]).equals(sale.singleAudio)).toBe(true);
    expect(
      await eventually(
        () => remaining(buyer),
        (left) => left === 0,
      ),
    ).toBe(0);
    expect(await downloadsOf(buyer)).toHaveLength(1);
  });

  it('takes a lease over once it expired, as when the process sending the download died', async () => {
    const buyer = await signUp(t.app, 'reprisetardive');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const begun = await get(url(0), buyer, 'bytes=0-99');
    expect(begun.status).toBe(206);
    const head = await begun.body();
    const transfer = await t.db
      .selectFrom('download_transfers')
      .select('id')
      .where('user_id', '=', buyer.userId)
      .executeTakeFirstOrThrow();
    // A process that died while sending the rest: its lease is no longer renewed.
    const leases = t.db.withTables<{ download_leases: { transfer_id: number; holder: string; expires_at: string } }>();
    const gone = { holder: 'gone', expires_at: new Date(Date.now() + 30_000).toISOString() };
    await leases
      .insertInto('download_leases')
      .values({ transfer_id: transfer.id, ...gone })
      .onConflict((conflict) => conflict.column('transfer_id').doUpdateSet(gone))
      .execute();

    const meanwhile = await get(url(1), buyer, 'bytes=100-');
    expect(meanwhile.status).toBe(409);
    expect(JSON.parse((await meanwhile.body()).toString())).toMatchObject({ message: DOWNLOAD_UNDER_WAY });

    await leases
      .updateTable('download_leases')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('transfer_id', '=', transfer.id)
      .execute();
    const resumed = await get(url(1), buyer, 'bytes=100-');
    expect(resumed.status).toBe(206);
    expect(Buffer.concat([head, await resumed.body()]).equals(sale.singleAudio)).toBe(true);
    expect(
      await eventually(
        () => remaining(buyer),
        (left) => left === 0,
      ),
    ).toBe(0);
  });

  it('leaves the parallel downloads of a Premium listener, who spends no purchase, alone', async () => {
    const premium = await signUp(t.app, 'abonnee');
    await grantPlan(t.db, premium.userId, 'premium');
    const answers = await Promise.all(Array.from({ length: 3 }, (_, i) => get(url(i % 2), premium)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect((await answer.body()).equals(sale.singleAudio)).toBe(true);
  });
});
