import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { notificationsOf, whatHappened } from '../notifications/testing';
import { signUpArtist, uploadAs, wavOf, type ArtistSession } from './testing';

describe('notifications of what others publish: a followed artist’s new release', () => {
  let t: TestApp;
  let lina: ArtistSession;
  let malik: ArtistSession;

  beforeAll(async () => {
    t = await createTestApp();
    lina = await signUpArtist(t, 'lina', 'Lina Duval');
    malik = await signUpArtist(t, 'malik', 'Malik Sy');
  });
  afterAll(async () => t.close());

  const follow = async (session: TestSession, artistId: number) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/following/artists/${artistId}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
  };
  const createSingle = async (artist: ArtistSession, title: string, extra: object = {}) => {
    const audio = await uploadAs(t, artist, 'audio', `${title}.wav`, 'audio/wav', wavOf(1, title.length));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/release-creator/create-single',
      headers: artist.headers,
      payload: { title, audioFileUrl: audio.url, ...extra },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ release: { id: number } }>().release.id;
  };
  const setStatus = async (id: number, status: 'draft' | 'published') => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/release-creator/${id}`,
      headers: lina.headers,
      payload: { status },
    });
    expect(response.statusCode).toBe(200);
  };

  it('tells each follower of the artist once when a release is published, and no one else', async () => {
    const [fan, alsoFan, fanOfMalik, former] = await Promise.all(
      ['fan', 'autre.fan', 'fan.de.malik', 'ancienne'].map((name) => createUser(t, name)),
    );
    for (const session of [fan, alsoFan, former]) await follow(session, lina.artistId);
    await follow(fanOfMalik, malik.artistId);
    await follow(lina, lina.artistId);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/me/following/artists/${lina.artistId}`,
      headers: former.headers,
    });

    const id = await createSingle(lina, 'Nuits blanches');
    const told = {
      kind: 'new-release',
      params: { artist: 'Lina Duval', title: 'Nuits blanches' },
      link: `/release/${id}`,
    };
    expect(whatHappened(await notificationsOf(t.app, fan))).toEqual([told]);
    expect(whatHappened(await notificationsOf(t.app, alsoFan))).toEqual([told]);
    for (const session of [fanOfMalik, former, lina]) expect((await notificationsOf(t.app, session)).items).toEqual([]);
  });

  it('waits for a draft to be published, and tells once however often it is published again', async () => {
    const fan = await createUser(t, 'patiente');
    await follow(fan, lina.artistId);
    const id = await createSingle(lina, 'Premières lueurs', { status: 'draft' });
    expect((await notificationsOf(t.app, fan)).items).toEqual([]);
    await setStatus(id, 'published');
    await setStatus(id, 'draft');
    await setStatus(id, 'published');
    expect(whatHappened(await notificationsOf(t.app, fan))).toEqual([
      { kind: 'new-release', params: { artist: 'Lina Duval', title: 'Premières lueurs' }, link: `/release/${id}` },
    ]);
  });
});
