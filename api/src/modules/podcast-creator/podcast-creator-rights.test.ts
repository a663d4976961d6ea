import { CREATOR_FORBIDDEN_MESSAGE, CreatorPodcastListSchema, type Podcast } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, signIn, type TestApp, type TestSession } from '../../test/test-app';
import { accountWithRoles, creatorCalls, dataUrl, wavOf } from './testing';

describe('podcast creator: who may create, and only on their own podcasts', () => {
  let t: TestApp;
  let marc: TestSession;
  let lina: TestSession;
  let lea: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    marc = await signIn(t.app, 'marc.ondes', 'Podcast2025');
    lina = await signIn(t.app, 'lina.duval', 'Artiste2025');
    lea = await signIn(t.app, 'lea.martin', 'Ecoute2025');
  });
  afterAll(async () => t.close());

  const audio = dataUrl('audio/wav', wavOf(1));
  /** Every route of the area, with a valid body where one is needed. */
  const everyRoute = (podcastId: number, episodeId: number) =>
    [
      ['GET', '/my-podcasts'],
      ['POST', '/create-podcast', { title: 'Nouveau' }],
      ['POST', '/create-episode', { title: 'Épisode', podcastId, audioFile: audio }],
      ['GET', `/podcast/${podcastId}/episodes`],
      ['PUT', `/manage/${podcastId}`, { title: 'Renommé' }],
      ['DELETE', `/manage/${podcastId}`],
      ['POST', `/publish-podcast/${podcastId}`],
      ['POST', `/publish-episode/${episodeId}`],
    ] as const;

  async function linaPodcastWithEpisode() {
    const calls = creatorCalls(t, lina);
    const podcast = (await calls.createPodcast({ title: 'Carnets de Lina' })).json().podcast;
    const created = await calls.createEpisode({ title: 'Premier carnet', podcastId: podcast.id, audioFile: audio });
    expect(created.statusCode).toBe(201);
    return { podcastId: podcast.id as number, episodeId: created.json().episode.id as number };
  }

  it('answers 401 with the sign-in message to a caller without a token, on every route', async () => {
    for (const [method, url, payload] of everyRoute(1, 1)) {
      const response = await creatorCalls(t, null).call(method, url, payload);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 401,
        message: 'Token JWT manquant.',
      });
    }
  });

  it('refuses a listener with 403 and the access message on every route, even with a bad form', async () => {
    const calls = creatorCalls(t, lea);
    for (const [method, url, payload] of everyRoute(1, 1)) {
      const response = await calls.call(method, url, payload);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 403,
        message: CREATOR_FORBIDDEN_MESSAGE,
      });
    }
    expect((await calls.createPodcast({ title: '' })).statusCode).toBe(403);
    expect(await t.db.selectFrom('podcasts').select('id').where('creator_id', '=', lea.userId).execute()).toEqual([]);
  });

  it('lets the demo podcast creator in: his podcasts, drafts included, last updated first', async () => {
    const response = await creatorCalls(t, marc).call('GET', '/my-podcasts');
    expect(response.statusCode).toBe(200);
    const { podcasts } = response.json<{ podcasts: Podcast[] }>();
    expect(Value.Check(CreatorPodcastListSchema, { podcasts })).toBe(true);
    expect(podcasts.map((podcast) => podcast.title)).toContain('Les Ondes du Soir');
    const stored = await t.db.selectFrom('podcasts').select('id').where('creator_id', '=', marc.userId).execute();
    expect(podcasts.map((podcast) => podcast.id).sort()).toEqual(stored.map((row) => row.id).sort());
    const updated = podcasts.map((podcast) => podcast.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    // Les Ondes du Soir has a draft episode: the creator counts it, visitors do not.
    const ondes = podcasts.find((podcast) => podcast.title === 'Les Ondes du Soir') as Podcast;
    const publicView = (await t.app.inject({ method: 'GET', url: `/api/podcasts/${ondes.id}` })).json();
    expect(ondes.episodesCount).toBe(publicView.episodesCount + 1);
  });

  it('lets an artist create podcasts too', async () => {
    const response = await creatorCalls(t, lina).createPodcast({ title: 'Carnets de tournée' });
    expect(response.statusCode).toBe(201);
    expect(response.json().podcast).toMatchObject({ title: 'Carnets de tournée', status: 'draft' });
  });

  it('reads the roles stored for the account, not those the token claims', async () => {
    const promoted = await accountWithRoles(t, 'nouvelle.voix', ['ROLE_USER', 'ROLE_PODCASTER']);
    expect((await creatorCalls(t, promoted).createPodcast({ title: 'Nouvelle voix' })).statusCode).toBe(201);

    const claimed = await t.app.tokens.sign({
      id: lea.userId,
      username: 'lea.martin',
      roles: ['ROLE_USER', 'ROLE_PODCASTER'],
    });
    const response = await creatorCalls(t, { ...lea, headers: { authorization: `Bearer ${claimed}` } }).call(
      'GET',
      '/my-podcasts',
    );
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 to another creator's podcast or episode on every route, and changes nothing", async () => {
    const { podcastId, episodeId } = await linaPodcastWithEpisode();
    const before = await t.db.selectFrom('podcasts').selectAll().where('id', '=', podcastId).executeTakeFirstOrThrow();
    const calls = creatorCalls(t, marc);
    for (const [method, url, payload] of everyRoute(podcastId, episodeId).filter(([, url]) => /\d/.test(url))) {
      const response = await calls.call(method, url, payload);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    const after = await t.db.selectFrom('podcasts').selectAll().where('id', '=', podcastId).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    const episode = await t.db.selectFrom('episodes').select('status').where('id', '=', episodeId).executeTakeFirst();
    expect(episode).toEqual({ status: 'draft' });
  });

  it("refuses an episode for someone else's podcast with a violation on podcastId", async () => {
    const { podcastId } = await linaPodcastWithEpisode();
    const response = await creatorCalls(t, marc).createEpisode({ title: 'Intrus', podcastId, audioFile: audio });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([{ propertyPath: 'podcastId', message: 'Podcast non trouvé' }]);
    const episodes = await t.db.selectFrom('episodes').select('title').where('podcast_id', '=', podcastId).execute();
    expect(episodes).toEqual([{ title: 'Premier carnet' }]);
  });

  it("refuses someone else's uploaded audio", async () => {
    const { episodeId } = await linaPodcastWithEpisode();
    const linaAudio = await t.db
      .selectFrom('episodes')
      .select('audio_file')
      .where('id', '=', episodeId)
      .executeTakeFirstOrThrow();
    const mine = (await creatorCalls(t, marc).createPodcast({ title: 'Emprunts' })).json().podcast;
    const response = await creatorCalls(t, marc).createEpisode({
      title: 'Emprunt',
      podcastId: mine.id,
      audioFile: `http://api.test/uploads/${linaAudio.audio_file}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().violations.map((violation: { propertyPath: string }) => violation.propertyPath)).toEqual([
      'audioFile',
    ]);
  });
});
