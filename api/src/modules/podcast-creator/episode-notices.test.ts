import type { Episode, Podcast } from '@kora/shared/contracts';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { NOT_FOUND_OF_KIND } from '../library/favourites';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { accountWithRoles, creatorCalls, dataUrl, wavOf } from './testing';

describe('notifications of what others publish: new episodes', () => {
  let t: TestApp;
  let host: TestSession;
  let calls: ReturnType<typeof creatorCalls>;

  beforeAll(async () => {
    t = await createTestApp();
    host = await accountWithRoles(t, 'claire.antenne', ['ROLE_USER', 'ROLE_PODCASTER']);
    calls = creatorCalls(t, host);
  });
  afterAll(async () => t.close());

  const newPodcast = async (title: string, publish = true): Promise<Podcast> => {
    const podcast = (await calls.createPodcast({ title })).json<{ podcast: Podcast }>().podcast;
    if (publish) expect((await calls.publishPodcast(podcast.id)).statusCode).toBe(200);
    return podcast;
  };
  const newEpisode = async (podcastId: number, title: string): Promise<Episode> => {
    const made = await calls.createEpisode({ title, podcastId, audioFile: dataUrl('audio/wav', wavOf(1)) });
    expect(made.statusCode).toBe(201);
    return made.json<{ episode: Episode }>().episode;
  };
  /** The podcast kept among the account's favourites (PUT) or taken out of them (DELETE). */
  const favourite = (session: TestSession, podcastId: number, method: 'PUT' | 'DELETE' = 'PUT') =>
    t.app.inject({ method, url: `/api/me/favorites/podcasts/${podcastId}`, headers: session.headers });

  describe('a new episode', () => {
    it('tells each user who has the podcast in their favourites once, and no one else', async () => {
      const podcast = await newPodcast('Les Ondes du Soir');
      const [fan, alsoFan, stranger, former] = await Promise.all(
        ['auditrice', 'auditeur', 'passant', 'ancienne'].map((name) => createUser(t, name)),
      );
      for (const session of [fan, alsoFan, former]) expect((await favourite(session, podcast.id)).statusCode).toBe(200);
      expect((await favourite(fan, podcast.id)).statusCode).toBe(200);
      expect((await favourite(former, podcast.id, 'DELETE')).statusCode).toBe(204);
      expect((await favourite(host, podcast.id)).statusCode).toBe(200);

      const episode = await newEpisode(podcast.id, 'Kora et griots');
      for (const session of [fan, alsoFan, stranger, former]) {
        expect((await notificationsOf(t.app, session)).items).toEqual([]);
      }
      expect((await calls.publishEpisode(episode.id)).statusCode).toBe(200);
      expect((await calls.publishEpisode(episode.id)).statusCode).toBe(200);

      const told = {
        kind: 'new-episode',
        params: { podcast: 'Les Ondes du Soir', episode: 'Kora et griots' },
        link: `/episode/${episode.id}`,
      };
      expect(whatHappened(await notificationsOf(t.app, fan))).toEqual([told]);
      expect(whatHappened(await notificationsOf(t.app, alsoFan))).toEqual([told]);
      for (const session of [stranger, former, host]) expect((await notificationsOf(t.app, session)).items).toEqual([]);
    });

    it('waits for the podcast to be public: a draft podcast cannot be kept among the favourites', async () => {
      const draft = await newPodcast('En préparation', false);
      const fan = await createUser(t, 'impatiente');
      const refused = await favourite(fan, draft.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: NOT_FOUND_OF_KIND.podcasts, error: 'Not Found' });
      expect((await favourite(fan, 999999)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'PUT', url: `/api/me/favorites/podcasts/${draft.id}` })).statusCode).toBe(
        401,
      );
    });
  });
});
