import { createTestApp, type TestApp } from '../../test/test-app';

interface Summary {
  id: number;
  title: string;
  type: string;
  releaseDate: string;
  playsCount: number;
  cover: string | null;
  artist: string;
  price: number;
  priceMinor: number;
  currency: string;
  trackCount: number;
}

describe('release endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/releases lists published releases newest first, limited', async () => {
    const response = await get('/api/releases?limit=8');
    expect(response.statusCode).toBe(200);
    const releases = response.json<Summary[]>();
    expect(releases).toHaveLength(8);
    const dates = releases.map((release) => release.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(releases[0]).toMatchObject({
      title: expect.any(String),
      artist: expect.any(String),
      cover: expect.stringMatching(/^http:\/\/api\.test\/uploads\/images\/.+\.png$/),
      currency: 'EUR',
    });
  });

  it('has at least 30 releases covering every type', async () => {
    const releases = (await get('/api/releases?limit=100')).json<Summary[]>();
    expect(releases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(releases.map((release) => release.type))).toEqual(
      new Set(['single', 'album', 'ep', 'video', 'podcast']),
    );
    for (const album of releases.filter((release) => release.type === 'album')) {
      expect(album.trackCount).toBeGreaterThanOrEqual(3);
      expect(album.trackCount).toBeLessThanOrEqual(10);
    }
  });

  it('leaves out the excluded release and filters by type', async () => {
    const all = (await get('/api/releases?limit=100')).json<Summary[]>();
    const others = (await get(`/api/releases?limit=6&exclude=${all[0].id}`)).json<Summary[]>();
    expect(others).toHaveLength(6);
    expect(others.map((release) => release.id)).not.toContain(all[0].id);
    const albums = (await get('/api/releases?type=album')).json<Summary[]>();
    expect(albums.length).toBeGreaterThan(0);
    expect(albums.every((release) => release.type === 'album')).toBe(true);
  });

  it('gives prices in major and minor units', async () => {
    const releases = (await get('/api/releases?limit=100')).json<Summary[]>();
    const single = releases.find((release) => release.type === 'single');
    expect(single).toMatchObject({ price: 1.99, priceMinor: 199, currency: 'EUR' });
  });

  it('answers 400 with violations for a bad limit, never 500', async () => {
    for (const url of [
      '/api/releases?limit=0',
      '/api/releases?limit=abc',
      '/api/releases?limit=1000',
      '/api/releases?type=cassette',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().violations[0].propertyPath).toMatch(/limit|type/);
    }
  });

  it('GET /api/releases/top orders audio releases by plays', async () => {
    const top = (await get('/api/releases/top?limit=5')).json<Summary[]>();
    expect(top).toHaveLength(5);
    const plays = top.map((release) => release.playsCount);
    expect([...plays].sort((a, b) => b - a)).toEqual(plays);
    expect(top.every((release) => ['single', 'album', 'ep'].includes(release.type))).toBe(true);
  });

  it('GET /api/releases/new gives the newest audio releases', async () => {
    const fresh = (await get('/api/releases/new?limit=5')).json<Summary[]>();
    expect(fresh).toHaveLength(5);
    expect(fresh.every((release) => ['single', 'album', 'ep'].includes(release.type))).toBe(true);
    const dates = fresh.map((release) => release.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('GET /api/releases/latest-audio gives playable tracks with their release', async () => {
    const tracks = (await get('/api/releases/latest-audio?limit=3')).json<Array<Record<string, unknown>>>();
    expect(tracks).toHaveLength(3);
    expect(tracks[0]).toMatchObject({
      audioUrl: expect.stringMatching(/^http:\/\/api\.test\/uploads\/audio\/.+\.mp3$/),
      releaseTitle: expect.any(String),
      artist: expect.any(String),
    });
  });

  it('GET /api/releases/{id} gives an album with its ordered tracks', async () => {
    const albums = (await get('/api/releases?type=album&limit=1')).json<Summary[]>();
    const response = await get(`/api/releases/${albums[0].id}`);
    expect(response.statusCode).toBe(200);
    const album = response.json();
    expect(album.tracks.length).toBe(albums[0].trackCount);
    expect(album.tracks.map((track: { position: number }) => track.position)).toEqual(
      album.tracks.map((_: unknown, i: number) => i + 1),
    );
    expect(album.tracks[0]).toMatchObject({
      audioUrl: expect.stringContaining('/uploads/audio/'),
      audioFileUrl: expect.stringContaining('/uploads/audio/'),
      price: 1.99,
      artist: albums[0].artist,
      artistLink: expect.stringMatching(/^\/artist\//),
    });
    expect(album.about).toEqual({
      title: expect.any(String),
      content1: expect.any(String),
      content2: expect.anything(),
    });
  });

  it('GET /api/releases/{id} of a video release carries its clip', async () => {
    const videos = (await get('/api/releases?type=video&limit=1')).json<Summary[]>();
    const release = (await get(`/api/releases/${videos[0].id}`)).json();
    expect(release.video).toMatchObject({
      thumbnailUrl: expect.stringContaining('/uploads/images/'),
      title: expect.any(String),
    });
  });

  it('GET /api/releases/{id} answers 404 for an unknown release and 400 for a non-numeric id', async () => {
    const missing = await get('/api/releases/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String), error: 'Not Found' });
    expect((await get('/api/releases/abc')).statusCode).toBe(400);
  });
});
