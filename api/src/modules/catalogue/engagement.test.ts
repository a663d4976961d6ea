import { createTestApp, signIn, type TestApp } from '../../test/test-app';

describe('listens, episode ratings and viewers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (
    url: string,
    payload?: object,
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: options.headers,
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
    });

  it('POST /api/track/{id}/listen counts a play on the track and its release; GET /api/album/{id}/listens shows it', async () => {
    const [album] = (await get('/api/releases?type=album&limit=1')).json();
    const detail = (await get(`/api/releases/${album.id}`)).json();
    const before = (await get(`/api/album/${album.id}/listens`)).json();
    expect(before).toEqual({ releaseId: album.id, count: album.playsCount });

    const recorded = await post(`/api/track/${detail.tracks[1].id}/listen`);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toEqual({
      trackId: detail.tracks[1].id,
      releaseId: album.id,
      trackListens: detail.tracks[1].playsCount + 1,
      releaseListens: album.playsCount + 1,
    });
    expect((await get(`/api/album/${album.id}/listens`)).json().count).toBe(album.playsCount + 1);
  });

  it('answers 404 for an unknown track or release and 400 for a bad id', async () => {
    expect((await post('/api/track/99999/listen')).statusCode).toBe(404);
    expect((await get('/api/album/99999/listens')).statusCode).toBe(404);
    expect((await post('/api/track/abc/listen')).statusCode).toBe(400);
  });

  it('limits listens per address', async () => {
    const [single] = (await get('/api/releases?type=single&limit=1')).json();
    const trackId = (await get(`/api/releases/${single.id}`)).json().tracks[0].id;
    let status = 0;
    for (let i = 0; i < 121 && status !== 429; i += 1) {
      status = (await post(`/api/track/${trackId}/listen`, undefined, { remoteAddress: '10.9.0.1' })).statusCode;
    }
    expect(status).toBe(429);
  });

  it('GET /api/episodes/{id}/rating gives the average to 2 decimals and the vote count', async () => {
    // The first podcast's first episode is seeded with the votes 5, 4, 5, 3, 4.
    const podcast = (await get('/api/podcasts?limit=100'))
      .json()
      .find((p: { title: string }) => p.title === 'Les Ondes du Soir');
    const episodes = (await get(`/api/podcasts/${podcast.id}`)).json().episodes;
    const first = episodes[episodes.length - 1];
    expect((await get(`/api/episodes/${first.id}/rating`)).json()).toEqual({ rating: 4.2, ratingCount: 5 });
  });

  it('POST /api/episodes/{id}/rate needs no token; one vote per address or account, a new vote replaces it', async () => {
    const [episode] = (await get('/api/episodes?limit=1')).json();
    const url = `/api/episodes/${episode.id}/rate`;
    expect((await get(`/api/episodes/${episode.id}/rating`)).json()).toEqual({ rating: 0, ratingCount: 0 });
    expect((await post(url, { rating: 5 }, { remoteAddress: '10.4.0.1' })).json()).toEqual({
      rating: 5,
      ratingCount: 1,
    });
    expect((await post(url, { rating: 4 }, { remoteAddress: '10.4.0.2' })).json()).toEqual({
      rating: 4.5,
      ratingCount: 2,
    });
    expect((await post(url, { rating: 2 }, { remoteAddress: '10.4.0.1' })).json()).toEqual({
      rating: 3,
      ratingCount: 2,
    });
    const lea = await signIn(t.app, 'lea.martin', 'Ecoute2025');
    expect((await post(url, { rating: 3 }, { headers: lea.headers, remoteAddress: '10.4.0.1' })).json()).toEqual({
      rating: 3,
      ratingCount: 3,
    });
    expect((await post(url, { rating: 1 }, { headers: lea.headers, remoteAddress: '10.4.0.3' })).json()).toEqual({
      rating: 2.33,
      ratingCount: 3,
    });
  });

  it('refuses ratings outside 1–5 and limits votes per address', async () => {
    const [episode] = (await get('/api/episodes?limit=1')).json();
    const url = `/api/episodes/${episode.id}/rate`;
    for (const rating of [0, 6, 2.5, 'five']) {
      const response = await post(url, { rating }, { remoteAddress: '10.5.0.1' });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations[0].propertyPath).toBe('rating');
    }
    expect((await post('/api/episodes/99999/rate', { rating: 3 }, { remoteAddress: '10.5.0.2' })).statusCode).toBe(404);
    let status = 0;
    for (let i = 0; i < 11 && status !== 429; i += 1)
      status = (await post(url, { rating: 4 }, { remoteAddress: '10.5.0.3' })).statusCode;
    expect(status).toBe(429);
  });

  it('POST /api/episodes/{id}/increment-viewers adds one viewer, without a body', async () => {
    const [episode] = (await get('/api/episodes?limit=1')).json();
    const response = await post(`/api/episodes/${episode.id}/increment-viewers`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: episode.id, viewers: episode.viewers + 1 });
    expect((await get(`/api/episodes/${episode.id}`)).json().viewers).toBe(episode.viewers + 1);
    expect((await post('/api/episodes/99999/increment-viewers')).statusCode).toBe(404);
  });

  it('keeps draft episodes out of reach', async () => {
    const draft = await t.db
      .selectFrom('episodes')
      .select('id')
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/episodes/${draft.id}/rating`)).statusCode).toBe(404);
    expect((await get(`/api/episodes/${draft.id}/comments`)).statusCode).toBe(404);
    expect((await post(`/api/episodes/${draft.id}/increment-viewers`)).statusCode).toBe(404);
  });
});
