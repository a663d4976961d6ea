import type { Episode, Podcast } from '@kora/shared/contracts';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { CatalogueRows } from '../search/testing';
import { accountWithRoles, creatorCalls, dataUrl, wavOf } from '../podcast-creator/testing';

describe('notifications of what others write: replies to comments', () => {
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

  describe('a reply to a comment', () => {
    let releaseId: number;
    beforeAll(async () => {
      const rows = new CatalogueRows(t.db);
      releaseId = (await rows.release(await rows.artist('Awa Diop'), 'Été à Dakar')).id;
    });

    const comment = async (session: TestSession, text: string, parentId?: number) => {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/releases/${releaseId}/comments`,
        headers: session.headers,
        payload: { text, ...(parentId && { parentId }) },
      });
      expect(posted.statusCode).toBe(201);
      return posted.json<{ id: number }>().id;
    };

    it('tells the first commenter who replied, not the replier, and nobody of a reply to oneself', async () => {
      const [first, replier] = await Promise.all(['premiere.voix', 'reponse'].map((name) => createUser(t, name)));
      const commentId = await comment(first, 'Quel morceau !');
      await comment(first, 'Je précise : quelle voix !', commentId);
      expect((await notificationsOf(t.app, first)).items).toEqual([]);

      await comment(replier, 'Tout à fait.', commentId);
      expect(whatHappened(await notificationsOf(t.app, first))).toEqual([
        { kind: 'comment-reply', params: { title: 'Été à Dakar', from: 'reponse' }, link: `/release/${releaseId}` },
      ]);
      expect((await notificationsOf(t.app, replier)).items).toEqual([]);
    });

    it('names a visitor replying on an episode by the name they gave', async () => {
      const podcast = await newPodcast('Paroles de quartier');
      const episode = await newEpisode(podcast.id, 'Le marché');
      expect((await calls.publishEpisode(episode.id)).statusCode).toBe(200);
      const listener = await createUser(t, 'auditrice.fidele');
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/episodes/${episode.id}/comments`,
        headers: listener.headers,
        payload: { content: 'Merci pour cet épisode.' },
      });
      expect(posted.statusCode).toBe(201);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/episodes/${episode.id}/comments`,
        payload: { content: 'Pareil !', author: 'Mamadou', parentId: posted.json().id },
      });
      expect(reply.statusCode).toBe(201);
      expect(whatHappened(await notificationsOf(t.app, listener))).toEqual([
        { kind: 'comment-reply', params: { title: 'Le marché', from: 'Mamadou' }, link: `/episode/${episode.id}` },
      ]);
    });
  });
});
