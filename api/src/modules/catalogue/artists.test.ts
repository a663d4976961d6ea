import { createTestApp, type TestApp } from '../../test/test-app';

describe('artist endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/artists?limit=8 lists eight artists with images', async () => {
    const response = await get('/api/artists?limit=8');
    expect(response.statusCode).toBe(200);
    const artists = response.json();
    expect(artists).toHaveLength(8);
    expect(artists[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      image: expect.stringContaining('/uploads/images/'),
    });
  });

  it('has at least 12 artists', async () => {
    expect((await get('/api/artists?limit=100')).json().length).toBeGreaterThanOrEqual(12);
  });

  it('searches by name, case-insensitively', async () => {
    const found = (await get('/api/artists?search=DIOP')).json();
    expect(found.map((artist: { name: string }) => artist.name)).toEqual(['Aya Diop']);
    expect((await get('/api/artists?search=zzzz')).json()).toEqual([]);
  });

  it('GET /api/artists/{id} and /api/artists/{slug} give the same artist with long bio', async () => {
    const byId = await get('/api/artists/5');
    expect(byId.statusCode).toBe(200);
    const artist = byId.json();
    expect(artist).toMatchObject({ id: 5, longBio: expect.stringContaining('<p>'), realName: expect.any(String) });
    const bySlug = await get(`/api/artists/${encodeURIComponent(artist.name.toLowerCase().replace(/\s+/g, '-'))}`);
    expect(bySlug.json().id).toBe(5);
    expect((await get('/api/artists/99999')).statusCode).toBe(404);
    expect((await get('/api/artists/personne-de-connu')).statusCode).toBe(404);
  });

  it('GET /api/artists/5/videos gives the home page its clips, with thumbnails', async () => {
    const clips = (await get('/api/artists/5/videos')).json();
    expect(clips.length).toBeGreaterThanOrEqual(2);
    expect(clips[0]).toMatchObject({
      artistId: 5,
      thumbnailUrl: expect.stringContaining('/uploads/images/'),
      quality: expect.any(String),
    });
    expect((await get('/api/artists/5/videos?limit=1')).json()).toHaveLength(1);
  });

  it('names the release that sells a clip, whose detail shows that clip', async () => {
    const clips: Array<{ id: number; releaseId: number | null }> = (await get('/api/artists/5/videos')).json();
    const clip = clips.find((candidate) => candidate.releaseId !== null);
    if (!clip) throw new Error('no clip of artist 5 is sold by a release');
    const release = (await get(`/api/releases/${clip.releaseId}`)).json();
    expect(release).toMatchObject({ type: 'video', video: { id: clip.id, releaseId: clip.releaseId } });
    expect(release.tracks.length).toBeGreaterThan(0);
  });

  it('has at least 6 video clips across artists', async () => {
    const artists = (await get('/api/artists?limit=100')).json();
    let clips = 0;
    for (const artist of artists) clips += (await get(`/api/artists/${artist.id}/videos`)).json().length;
    expect(clips).toBeGreaterThanOrEqual(6);
  });

  it("GET /api/artists/{id}/releases gives that artist's releases, limited", async () => {
    const releases = (await get('/api/artists/1/releases?limit=12')).json();
    expect(releases.length).toBeGreaterThan(0);
    expect(releases.every((release: { artistId: number }) => release.artistId === 1)).toBe(true);
    expect((await get('/api/artists/99999/releases')).statusCode).toBe(404);
  });
});
