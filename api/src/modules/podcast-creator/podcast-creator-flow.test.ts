import {
  CreatorEpisodeResponseSchema,
  CreatorPodcastEpisodesSchema,
  CreatorPodcastResponseSchema,
  EpisodeSchema,
  PodcastDetailSchema,
  PodcastSchema,
  type Episode,
  type Podcast,
  type PodcastDetail,
} from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { encodeWav } from '../../media/generate/wav';
import { formOf } from '../../test/multipart';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { accountWithRoles, creatorCalls, dataUrl, pngOf, wavOf } from './testing';

describe('podcast creator: from draft to published', () => {
  let t: TestApp;
  let creator: TestSession;
  let calls: ReturnType<typeof creatorCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    creator = await accountWithRoles(t, 'claire.antenne', ['ROLE_USER', 'ROLE_PODCASTER'], {
      firstname: 'Claire',
      lastname: 'Antenne',
    });
    calls = creatorCalls(t, creator);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
  const violatedFields = (body: { violations?: { propertyPath: string }[] }) =>
    (body.violations ?? []).map((violation) => violation.propertyPath);

  async function newPodcast(title: string, extra: object = {}): Promise<Podcast> {
    const response = await calls.createPodcast({ title, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json().podcast;
  }

  async function newEpisode(podcastId: number, title: string, seconds = 2, extra: object = {}): Promise<Episode> {
    const audioFile = dataUrl('audio/wav', wavOf(seconds));
    const response = await calls.createEpisode({ title, podcastId, audioFile, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json().episode;
  }

  describe('forms', () => {
    it('refuses an empty or blank title with a violation on title', async () => {
      for (const title of ['', '   ']) {
        const response = await calls.createPodcast({ title, description: 'Sans titre' });
        expect(response.statusCode).toBe(400);
        expect(violatedFields(response.json())).toEqual(['title']);
      }
      const podcast = await newPodcast('À renommer');
      const edit = await calls.call('PUT', `/manage/${podcast.id}`, { title: ' ' });
      expect(edit.statusCode).toBe(400);
      expect(violatedFields(edit.json())).toEqual(['title']);
      const episode = await calls.createEpisode({
        title: '',
        podcastId: podcast.id,
        audioFile: dataUrl('audio/wav', wavOf(1)),
      });
      expect(violatedFields(episode.json())).toEqual(['title']);
    });

    it('requires the audio file and the podcast of an episode', async () => {
      const podcast = await newPodcast('Sans son');
      const noAudio = await calls.createEpisode({ title: 'Muet', podcastId: podcast.id });
      expect(noAudio.statusCode).toBe(400);
      expect(violatedFields(noAudio.json())).toEqual(['audioFile']);
      const noPodcast = await calls.createEpisode({ title: 'Perdu', audioFile: dataUrl('audio/wav', wavOf(1)) });
      expect(noPodcast.statusCode).toBe(400);
      expect(violatedFields(noPodcast.json())).toEqual(['podcastId']);
      const unknown = await calls.createEpisode({
        title: 'Perdu',
        podcastId: 999999,
        audioFile: dataUrl('audio/wav', wavOf(1)),
      });
      expect(violatedFields(unknown.json())).toEqual(['podcastId']);
      expect((await calls.episodesOf(podcast.id)).json().episodes).toEqual([]);
    });

    it('refuses an image sent as the audio, and an audio file sent as the cover', async () => {
      const podcast = await newPodcast('Mauvais fichiers');
      const imageAsAudio = await calls.createEpisode({
        title: 'Image',
        podcastId: podcast.id,
        audioFile: dataUrl('image/png', pngOf()),
      });
      expect(imageAsAudio.statusCode).toBe(415);
      const audioAsCover = await calls.createPodcast({ title: 'Pochette', coverImage: dataUrl('audio/wav', wavOf(1)) });
      expect(audioAsCover.statusCode).toBe(415);
    });
  });

  it('creates a draft podcast with its cover, shown to its creator only', async () => {
    const response = await calls.createPodcast({
      title: '  Ondes courtes  ',
      description: 'Des histoires en moins de dix minutes.',
      coverImage: dataUrl('image/png', pngOf(3)),
    });
    expect(response.statusCode).toBe(201);
    const { podcast } = response.json();
    expect(Value.Check(CreatorPodcastResponseSchema, response.json())).toBe(true);
    expect(podcast).toMatchObject({
      title: 'Ondes courtes',
      description: 'Des histoires en moins de dix minutes.',
      status: 'draft',
      episodesCount: 0,
      coverImage: expect.stringMatching(/^http:\/\/api\.test\/uploads\/images\/.+\.png$/),
    });
    expect((await t.app.inject({ method: 'GET', url: new URL(podcast.coverImage).pathname })).statusCode).toBe(200);

    const mine = (await calls.call('GET', '/my-podcasts')).json().podcasts;
    expect(mine[0]).toMatchObject({ id: podcast.id, status: 'draft' });
    expect((await get(`/podcasts/${podcast.id}`)).statusCode).toBe(404);
    expect((await get('/podcasts?limit=50')).json().map((p: Podcast) => p.id)).not.toContain(podcast.id);
  });

  it('creates a draft episode whose duration is read from its audio and whose cover falls back to the podcast’s', async () => {
    const podcast = await newPodcast('Durées', { coverImage: dataUrl('image/png', pngOf(4)) });
    const response = await calls.createEpisode({
      title: 'Sept secondes',
      description: 'Un épisode court.',
      podcastId: podcast.id,
      audioFile: dataUrl('audio/wav', wavOf(7)),
    });
    expect(response.statusCode).toBe(201);
    expect(Value.Check(CreatorEpisodeResponseSchema, response.json())).toBe(true);
    const { episode } = response.json();
    expect(episode).toMatchObject({
      title: 'Sept secondes',
      duration: 7,
      status: 'draft',
      publishedAt: null,
      host: 'Claire Antenne',
      coverImage: podcast.coverImage,
      audioUrl: expect.stringMatching(/^http:\/\/api\.test\/uploads\/audio\/.+\.wav$/),
      podcast: { id: podcast.id, title: 'Durées', coverImage: podcast.coverImage },
    });
    expect((await get(`/episodes/${episode.id}`)).statusCode).toBe(404);

    const withCover = await newEpisode(podcast.id, 'Avec pochette', 2, { coverImage: dataUrl('image/png', pngOf(5)) });
    expect(withCover.coverImage).toMatch(/\/uploads\/images\/.+\.png$/);
    expect(withCover.coverImage).not.toBe(podcast.coverImage);
  });

  it('accepts a data URL past the server’s default body size (a two-minute episode)', async () => {
    const podcast = await newPodcast('Long format');
    const twoMinutes = encodeWav(new Float32Array(8000 * 120), 8000);
    const audioFile = dataUrl('audio/wav', twoMinutes);
    expect(audioFile.length).toBeGreaterThan(t.config.bodyLimit);
    const response = await calls.createEpisode({ title: 'Deux minutes', podcastId: podcast.id, audioFile });
    expect(response.statusCode).toBe(201);
    expect(response.json().episode.duration).toBe(120);
  });

  it('takes audio uploaded beforehand with POST /upload/episode', async () => {
    const podcast = await newPodcast('Téléversé');
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/upload/episode',
      ...formOf([{ name: 'file', fileName: 'entretien.wav', type: 'audio/wav', content: wavOf(3) }], creator.headers),
    });
    expect(upload.statusCode).toBe(201);
    const response = await calls.createEpisode({
      title: 'Entretien',
      podcastId: podcast.id,
      audioFile: upload.json().url,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().episode).toMatchObject({ duration: 3, audioUrl: upload.json().url });
  });

  it('publishes: the episode appears once both it and its podcast are published, in the lists and the home lists', async () => {
    const podcast = await newPodcast('Les Matinales', { description: 'Chaque matin.' });
    const first = await newEpisode(podcast.id, 'Matinale n°1');
    const draft = await newEpisode(podcast.id, 'Matinale n°2 (brouillon)');

    const published = await calls.publishEpisode(first.id);
    expect(published.statusCode).toBe(200);
    expect(Value.Check(EpisodeSchema, published.json())).toBe(true);
    expect(published.json()).toMatchObject({ id: first.id, status: 'published', publishedAt: expect.any(String) });
    // Its podcast is still a draft: nothing shows yet.
    expect((await get(`/episodes/${first.id}`)).statusCode).toBe(404);
    expect((await get('/episodes?limit=100')).json().map((e: Episode) => e.id)).not.toContain(first.id);

    const podcastAnswer = await calls.publishPodcast(podcast.id);
    expect(podcastAnswer.statusCode).toBe(200);
    expect(Value.Check(PodcastSchema, podcastAnswer.json())).toBe(true);
    expect(podcastAnswer.json()).toMatchObject({ id: podcast.id, status: 'published' });

    const detail = await get(`/podcasts/${podcast.id}`);
    expect(detail.statusCode).toBe(200);
    expect(Value.Check(PodcastDetailSchema, detail.json())).toBe(true);
    const shown = detail.json<PodcastDetail>();
    expect(shown).toMatchObject({ title: 'Les Matinales', status: 'published', episodesCount: 1 });
    expect(shown.episodes.map((episode) => episode.id)).toEqual([first.id]);

    const episode = await get(`/episodes/${first.id}`);
    expect(episode.statusCode).toBe(200);
    expect(episode.json()).toMatchObject({ title: 'Matinale n°1', status: 'published', podcast: { id: podcast.id } });
    expect((await get(`/episodes/${draft.id}`)).statusCode).toBe(404);

    // The home page's lists: 5 podcasts, 6 episodes, newest first.
    expect((await get('/podcasts?limit=5')).json()[0].id).toBe(podcast.id);
    expect((await get('/episodes?limit=6')).json()[0].id).toBe(first.id);
    expect((await get(`/episodes?podcast=${podcast.id}`)).json().map((e: Episode) => e.id)).toEqual([first.id]);
  });

  it('shows visitors counts and a host drawn from published episodes only', async () => {
    const podcast = await newPodcast('Coulisses');
    const hidden = await newEpisode(podcast.id, 'Coulisse cachée');
    await t.db
      .updateTable('episodes')
      .set({ host_name: 'Invité secret', viewers: 50 })
      .where('id', '=', hidden.id)
      .execute();
    const shown = await newEpisode(podcast.id, 'Coulisse publique');
    await t.db.updateTable('episodes').set({ viewers: 7 }).where('id', '=', shown.id).execute();
    await calls.publishEpisode(shown.id);
    await calls.publishPodcast(podcast.id);

    expect((await get(`/podcasts/${podcast.id}`)).json()).toMatchObject({
      host: 'Claire Antenne',
      episodesCount: 1,
      totalViews: 7,
    });
    const mine = (await calls.episodesOf(podcast.id)).json().podcast;
    expect(mine).toMatchObject({ host: 'Invité secret', episodesCount: 2, totalViews: 57 });
  });

  it('publishing twice changes nothing', async () => {
    const podcast = await newPodcast('Deux fois');
    const episode = await newEpisode(podcast.id, 'Une fois');
    const firstEpisode = (await calls.publishEpisode(episode.id)).json();
    await calls.publishPodcast(podcast.id);
    const publication = () =>
      t.db
        .selectFrom('podcasts')
        .select(['status', 'published_at', 'updated_at'])
        .where('id', '=', podcast.id)
        .executeTakeFirstOrThrow();
    const first = await publication();

    const again = await calls.publishPodcast(podcast.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('published');
    expect(await publication()).toEqual(first);
    const episodeAgain = await calls.publishEpisode(episode.id);
    expect(episodeAgain.statusCode).toBe(200);
    expect(episodeAgain.json()).toMatchObject({ status: 'published', publishedAt: firstEpisode.publishedAt });
    expect(await publication()).toEqual(first);
  });

  it('lists the episodes of a podcast for its creator, every status, newest first', async () => {
    const podcast = await newPodcast('Feuilleton');
    const one = await newEpisode(podcast.id, 'Partie 1');
    const two = await newEpisode(podcast.id, 'Partie 2');
    await calls.publishEpisode(one.id);
    const response = await calls.episodesOf(podcast.id);
    expect(response.statusCode).toBe(200);
    expect(Value.Check(CreatorPodcastEpisodesSchema, response.json())).toBe(true);
    const { podcast: shown, episodes } = response.json();
    expect(shown).toMatchObject({ id: podcast.id, episodesCount: 2 });
    expect(episodes.map((e: Episode) => [e.id, e.status])).toEqual([
      [two.id, 'draft'],
      [one.id, 'published'],
    ]);
  });

  it('edits the title and description and answers the updated podcast', async () => {
    const podcast = await newPodcast('Ancien titre', { description: 'Ancienne description' });
    await calls.publishPodcast(podcast.id);
    const response = await calls.call('PUT', `/manage/${podcast.id}`, {
      title: 'Nouveau titre',
      description: 'Nouvelle',
    });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(PodcastSchema, response.json())).toBe(true);
    expect(response.json()).toMatchObject({ id: podcast.id, title: 'Nouveau titre', description: 'Nouvelle' });
    expect((await get(`/podcasts/${podcast.id}`)).json()).toMatchObject({
      title: 'Nouveau titre',
      description: 'Nouvelle',
    });
  });

  it('deletes a podcast with its episodes, their comments and votes', async () => {
    const podcast = await newPodcast('À supprimer');
    const episode = await newEpisode(podcast.id, 'Dernier épisode');
    await calls.publishEpisode(episode.id);
    await calls.publishPodcast(podcast.id);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${episode.id}/comments`,
      payload: { content: 'Super épisode' },
    });
    expect(comment.statusCode).toBe(201);
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${episode.id}/rate`,
      payload: { rating: 5 },
    });
    expect(vote.statusCode).toBe(200);

    const response = await calls.call('DELETE', `/manage/${podcast.id}`);
    expect(response.statusCode).toBe(204);
    expect((await get(`/podcasts/${podcast.id}`)).statusCode).toBe(404);
    expect((await get(`/episodes/${episode.id}`)).statusCode).toBe(404);
    expect((await calls.episodesOf(podcast.id)).statusCode).toBe(404);
    expect((await calls.call('GET', '/my-podcasts')).json().podcasts.map((p: Podcast) => p.id)).not.toContain(
      podcast.id,
    );
    const left = await Promise.all([
      t.db.selectFrom('episodes').select('id').where('podcast_id', '=', podcast.id).execute(),
      t.db.selectFrom('comments').select('id').where('episode_id', '=', episode.id).execute(),
      t.db.selectFrom('episode_ratings').select('id').where('episode_id', '=', episode.id).execute(),
    ]);
    expect(left).toEqual([[], [], []]);
    expect((await calls.call('DELETE', `/manage/${podcast.id}`)).statusCode).toBe(404);
  });
});
