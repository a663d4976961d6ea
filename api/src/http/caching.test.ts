import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildServer } from '../server';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

interface Summary {
  id: number;
  type: string;
  playsCount: number;
}

describe('compression, ETags and the kept public lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  /** One play of a listed audio release, recorded through the API; its release as listed before. */
  async function playOneOf(list: Summary[]): Promise<Summary> {
    const release = list.find((r) => r.type !== 'video') as Summary;
    const detail = await t.app.inject({ method: 'GET', url: `/api/releases/${release.id}` });
    const trackId = detail.json<{ tracks: Array<{ id: number }> }>().tracks[0].id;
    expect((await t.app.inject({ method: 'POST', url: `/api/track/${trackId}/listen` })).statusCode).toBe(201);
    return release;
  }

  const releases = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/releases?limit=8', headers });

  it('sends a list compressed as the client accepts, the same JSON once decoded', async () => {
    const plain = await releases();
    const br = await releases({ 'accept-encoding': 'br' });
    const gzip = await releases({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers 304 to a browser that holds the current list, and the new list after a write', async () => {
    const first = await releases();
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await releases({ 'if-none-match': tag })).statusCode).toBe(304);

    const release = await playOneOf(first.json<Summary[]>());

    const after = await releases({ 'if-none-match': tag });
    expect(after.statusCode).toBe(200);
    expect(after.json<Summary[]>().find((r) => r.id === release.id)?.playsCount).toBe(release.playsCount + 1);
  });

  it('never serves a signed-in caller’s answer to anyone else, and marks it private', async () => {
    const lina = await signIn(t.app, 'lina.duval', 'Artiste2025');
    const mine = await releases(lina.headers);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toMatch(/authorization/i);
    const visitor = await releases();
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });

  it('lets another API process on the same database see a write within its keeping time', async () => {
    const other = buildServer({ ...t.config, listCacheMs: 300 }, { db: t.db, logger: false });
    await other.ready();
    try {
      const before = (await other.inject({ method: 'GET', url: '/api/releases?limit=8' })).json<Summary[]>();
      const release = await playOneOf(before);

      const kept = (await other.inject({ method: 'GET', url: '/api/releases?limit=8' })).json<Summary[]>();
      expect(kept.find((r) => r.id === release.id)?.playsCount).toBe(release.playsCount);
      await new Promise((resolve) => setTimeout(resolve, 350));
      const fresh = (await other.inject({ method: 'GET', url: '/api/releases?limit=8' })).json<Summary[]>();
      expect(fresh.find((r) => r.id === release.id)?.playsCount).toBe(release.playsCount + 1);
    } finally {
      await other.close();
    }
  });
});
