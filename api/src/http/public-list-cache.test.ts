import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../server';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { MAX_KEPT_ANSWERS } from './public-list-cache';

const LIST = '/api/releases?limit=8';

interface Summary {
  id: number;
  title: string;
}

/** Every header but the date, which only says when it was sent. */
function headersOf(response: LightMyRequestResponse): Record<string, unknown> {
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('kept public lists', () => {
  let t: TestApp;
  /** The same API on the same database, keeping nothing: every answer it gives is fresh. */
  let fresh: FastifyInstance;
  let renames = 0;

  beforeAll(async () => {
    // Kept long enough that nothing here expires while a test runs.
    t = await createTestApp({ seed: true, env: { LIST_CACHE_MS: '600000' } });
    fresh = buildServer({ ...t.config, listCacheMs: 0 }, { db: t.db, logger: false });
    await fresh.ready();
  });
  afterAll(async () => {
    await fresh.close();
    await t.close();
  });

  /** Renames the newest release in the database itself, as another API process would. */
  async function renameNewestRelease(): Promise<string> {
    const [newest] = (await fresh.inject({ method: 'GET', url: LIST })).json<Summary[]>();
    const title = `Renommée ${++renames}`;
    await t.db.updateTable('releases').set({ title }).where('id', '=', newest.id).execute();
    return title;
  }

  const newestTitle = (response: LightMyRequestResponse) => response.json<Summary[]>()[0].title;

  describe.each([
    ['no Origin', {}],
    ['an allowed Origin', { origin: 'http://localhost:3000' }],
    ['a foreign Origin', { origin: 'https://elsewhere.example' }],
  ])('with %s', (_origin, originHeaders: Record<string, string>) => {
    it.each([
      ['no Accept-Encoding', {}],
      ['Accept-Encoding br', { 'accept-encoding': 'gzip, deflate, br' }],
      ['Accept-Encoding gzip', { 'accept-encoding': 'gzip' }],
    ])(
      'and %s, answers with the headers and bytes of a fresh answer, 304 included',
      async (_encoding, encodingHeaders) => {
        const headers = { ...originHeaders, ...encodingHeaders };
        const get = (app: FastifyInstance, more: Record<string, string> = {}) =>
          app.inject({ method: 'GET', url: LIST, headers: { ...headers, ...more } });

        const answer = await get(fresh);
        await get(t.app);
        const kept = await get(t.app);
        expect(kept.statusCode).toBe(200);
        expect(headersOf(kept)).toEqual(headersOf(answer));
        expect(kept.rawPayload.equals(answer.rawPayload)).toBe(true);

        const held = { 'if-none-match': answer.headers.etag as string };
        const [notModified, keptNotModified] = [await get(fresh, held), await get(t.app, held)];
        expect(keptNotModified.statusCode).toBe(304);
        expect(headersOf(keptNotModified)).toEqual(headersOf(notModified));
        expect(keptNotModified.rawPayload.length).toBe(0);

        // It was the kept answer: a change made behind this process's back is not in it yet.
        await renameNewestRelease();
        expect((await get(t.app)).rawPayload.equals(kept.rawPayload)).toBe(true);
      },
    );
  });

  it('keeps the same list whatever the order of its query parameters', async () => {
    await t.app.inject({ method: 'GET', url: '/api/releases?limit=5&sort=newest' });
    const title = await renameNewestRelease();
    const reordered = await t.app.inject({ method: 'GET', url: '/api/releases?sort=newest&limit=5' });
    expect(newestTitle(reordered)).not.toBe(title);
  });

  it('neither serves nor keeps an answer for a signed-in caller', async () => {
    const lina = await signIn(t.app, 'lina.duval', 'Artiste2025');
    await t.app.inject({ method: 'GET', url: '/api/releases?limit=6' });
    const title = await renameNewestRelease();
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/releases?limit=6', headers: lina.headers });
    expect(newestTitle(signedIn)).toBe(title);

    const first = await t.app.inject({ method: 'GET', url: '/api/releases?limit=7', headers: lina.headers });
    expect(newestTitle(first)).toBe(title);
    const renamed = await renameNewestRelease();
    expect(newestTitle(await t.app.inject({ method: 'GET', url: '/api/releases?limit=7' }))).toBe(renamed);
  });

  it('empties the kept lists on a successful write through this process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/releases?limit=4' });
    const title = await renameNewestRelease();
    const [newest] = (await fresh.inject({ method: 'GET', url: LIST })).json<Summary[]>();
    const detail = await t.app.inject({ method: 'GET', url: `/api/releases/${newest.id}` });
    const trackId = detail.json<{ tracks: Array<{ id: number }> }>().tracks[0].id;
    expect((await t.app.inject({ method: 'POST', url: `/api/track/${trackId}/listen` })).statusCode).toBe(201);
    expect(newestTitle(await t.app.inject({ method: 'GET', url: '/api/releases?limit=4' }))).toBe(title);
  });

  it(`keeps at most ${MAX_KEPT_ANSWERS} answers, the oldest leaving first`, async () => {
    const url = (n: number) => `/api/releases?limit=1&sort=newest&n=${n}`;
    for (let n = 0; n <= MAX_KEPT_ANSWERS; n++) await t.app.inject({ method: 'GET', url: url(n) });
    const title = await renameNewestRelease();
    expect(newestTitle(await t.app.inject({ method: 'GET', url: url(0) }))).toBe(title);
    expect(newestTitle(await t.app.inject({ method: 'GET', url: url(MAX_KEPT_ANSWERS) }))).not.toBe(title);
  });
});
