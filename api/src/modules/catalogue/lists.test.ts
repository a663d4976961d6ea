import { legacyCutoff } from './artist-type';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Summary {
  id: number;
  title: string;
  artist: string;
  artistId: number;
  genre: string | null;
  likes: number;
  playsCount: number;
  releaseDate: string;
}

const isDescending = (values: Array<number | string>) => values.every((value, i) => i === 0 || values[i - 1] >= value);

describe('catalogue lists: search, filters, sort and paging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = <T = Summary[]>(url: string) =>
    t.app.inject({ method: 'GET', url }).then((response) => response.json<T>());

  it('GET /api/releases?search matches the title or the artist name, case-insensitively', async () => {
    const byTitle = await get('/api/releases?search=RACINES');
    expect(byTitle.map((release) => release.title)).toEqual(['Racines']);
    const byArtist = await get('/api/releases?search=aya%20diop&limit=100');
    expect(byArtist.length).toBeGreaterThanOrEqual(3);
    expect(byArtist.every((release) => release.artist === 'Aya Diop')).toBe(true);
    expect(await get('/api/releases?search=zzzz')).toEqual([]);
  });

  it('filters by genre key, and refuses a genre that is not one', async () => {
    const rap = await get('/api/releases?genre=hip-hop&limit=100');
    expect(rap.map((release) => release.title)).toEqual(expect.arrayContaining(['Double Culture', 'Plume']));
    expect(rap.every((release) => release.genre === 'hip-hop')).toBe(true);
    const afrobeats = await get('/api/releases?genre=afrobeats&limit=100');
    expect(afrobeats.map((release) => release.title)).toEqual(expect.arrayContaining(['Soleil de Noailles']));
    expect(await get('/api/releases?genre=latino')).toEqual([]);
    for (const name of ['Hip-Hop/Rap', 'Polka']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/releases?genre=${encodeURIComponent(name)}` });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('splits artists into legacy (on Kora for more than a year) and active ones', async () => {
    const artists = await get<Array<{ id: number; createdAt: string }>>('/api/artists?limit=100');
    const legacyArtists = new Set(
      artists.filter((artist) => artist.createdAt < legacyCutoff()).map((artist) => artist.id),
    );
    const all = await get('/api/releases?limit=100');
    const legacy = await get('/api/releases?artistType=legacy&limit=100');
    const active = await get('/api/releases?artistType=active&limit=100');
    expect(legacy.length).toBeGreaterThan(0);
    expect(active.length).toBeGreaterThan(0);
    expect(legacy.length + active.length).toBe(all.length);
    expect(legacy.every((release) => legacyArtists.has(release.artistId))).toBe(true);
    expect(active.every((release) => !legacyArtists.has(release.artistId))).toBe(true);
  });

  it('sorts featured (most liked), popular (most played) and newest', async () => {
    expect(isDescending((await get('/api/releases?sort=featured&limit=100')).map((release) => release.likes))).toBe(
      true,
    );
    expect(isDescending((await get('/api/releases?sort=popular&limit=100')).map((release) => release.playsCount))).toBe(
      true,
    );
    expect(isDescending((await get('/api/releases?sort=newest&limit=100')).map((release) => release.releaseDate))).toBe(
      true,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/releases?sort=random' })).statusCode).toBe(400);
  });

  it('pages with offset: the pages follow one another without overlap', async () => {
    const all = await get('/api/releases?sort=popular&limit=100');
    const first = await get('/api/releases?sort=popular&limit=12');
    const second = await get('/api/releases?sort=popular&limit=12&offset=12');
    expect([...first, ...second].map((release) => release.id)).toEqual(all.slice(0, 24).map((release) => release.id));
    expect(await get(`/api/releases?offset=${all.length}`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/releases?offset=-1' })).statusCode).toBe(400);
  });

  it('combines search, filters and sort', async () => {
    const found = await get('/api/releases?search=a&genre=electronic&sort=popular&limit=100');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((release) => release.genre === 'electronic')).toBe(true);
    expect(isDescending(found.map((release) => release.playsCount))).toBe(true);
  });

  it('GET /api/artists sorts featured, popular (followers) and newest, and pages', async () => {
    type Artist = { id: number; popularity: number; followers: number; createdAt: string };
    expect(isDescending((await get<Artist[]>('/api/artists?limit=100')).map((artist) => artist.popularity))).toBe(true);
    expect(
      isDescending((await get<Artist[]>('/api/artists?sort=popular&limit=100')).map((artist) => artist.followers)),
    ).toBe(true);
    expect(
      isDescending((await get<Artist[]>('/api/artists?sort=newest&limit=100')).map((artist) => artist.createdAt)),
    ).toBe(true);
    const all = await get<Artist[]>('/api/artists?limit=100');
    const page = await get<Artist[]>('/api/artists?limit=4&offset=4');
    expect(page.map((artist) => artist.id)).toEqual(all.slice(4, 8).map((artist) => artist.id));
  });

  it('GET /api/episodes searches, keeps the popular ones (more than 1000 viewers), puts live first and pages', async () => {
    type Episode = { id: number; title: string; viewers: number; status: string; podcast: { title: string } };
    const popular = await get<Episode[]>('/api/episodes?popular=true&limit=100');
    expect(popular.length).toBeGreaterThan(0);
    expect(popular.every((episode) => episode.viewers > 1000)).toBe(true);
    const found = await get<Episode[]>('/api/episodes?search=MODULAIRES');
    expect(found.map((episode) => episode.title)).toEqual(['Les synthés modulaires expliqués']);
    const byPodcast = await get<Episode[]>('/api/episodes?search=diaspora&limit=100');
    expect(byPodcast.length).toBeGreaterThan(1);
    expect(byPodcast.every((episode) => episode.podcast.title === 'Voix de la Diaspora')).toBe(true);
    const liveFirst = await get<Episode[]>('/api/episodes?sort=live-first&limit=100');
    const firstOther = liveFirst.findIndex((episode) => episode.status !== 'live');
    expect(liveFirst.slice(firstOther).some((episode) => episode.status === 'live')).toBe(false);
    const all = await get<Episode[]>('/api/episodes?limit=100');
    expect((await get<Episode[]>('/api/episodes?limit=5&offset=5')).map((e) => e.id)).toEqual(
      all.slice(5, 10).map((e) => e.id),
    );
  });
});
