import { createTestApp, type TestApp } from '../../test/test-app';

describe('podcast and episode endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('GET /api/podcasts lists published podcasts with counts, at least 5', async () => {
    const podcasts = (await get('/api/podcasts')).json();
    expect(podcasts.length).toBeGreaterThanOrEqual(5);
    expect(podcasts.every((podcast: { status: string }) => podcast.status !== 'draft')).toBe(true);
    expect(podcasts[0]).toMatchObject({
      title: expect.any(String),
      coverImage: expect.stringContaining('/uploads/images/'),
      episodesCount: expect.any(Number),
    });
    expect((await get('/api/podcasts?limit=5')).json()).toHaveLength(5);
  });

  it('GET /api/podcasts/{id} has its visible episodes; drafts stay hidden', async () => {
    const podcasts = (await get('/api/podcasts')).json();
    const podcast = (await get(`/api/podcasts/${podcasts[0].id}`)).json();
    expect(podcast.episodes.length).toBe(podcast.episodesCount);
    expect(podcast.episodes.every((episode: { status: string }) => episode.status !== 'draft')).toBe(true);
    expect((await get('/api/podcasts/99999')).statusCode).toBe(404);
  });

  it('GET /api/episodes?limit=6 gives six playable episodes with their podcast', async () => {
    const episodes = (await get('/api/episodes?limit=6')).json();
    expect(episodes).toHaveLength(6);
    expect(episodes[0]).toMatchObject({
      audioUrl: expect.stringMatching(/\/uploads\/audio\/.+\.wav$/),
      coverImage: expect.any(String),
      podcast: { id: expect.any(Number), title: expect.any(String) },
    });
  });

  it('has at least 20 visible episodes', async () => {
    expect((await get('/api/episodes?limit=100')).json().length).toBeGreaterThanOrEqual(20);
  });

  it('filters by status=live and by podcast', async () => {
    const live = (await get('/api/episodes?status=live')).json();
    expect(live.length).toBeGreaterThan(0);
    expect(
      live.every((episode: { status: string; isLive: boolean }) => episode.status === 'live' && episode.isLive),
    ).toBe(true);
    const podcastId = live[0].podcast.id;
    const ofPodcast = (await get(`/api/episodes?podcast=${podcastId}`)).json();
    expect(ofPodcast.every((episode: { podcast: { id: number } }) => episode.podcast.id === podcastId)).toBe(true);
    expect((await get('/api/episodes?status=draft')).statusCode).toBe(400);
  });

  it('GET /api/episodes/{id} gives one episode; unknown ones are 404', async () => {
    const [first] = (await get('/api/episodes?limit=1')).json();
    const response = await get(`/api/episodes/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: first.id, viewers: expect.any(Number), duration: expect.any(Number) });
    const missing = await get('/api/episodes/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Épisode non trouvé');
  });
});
