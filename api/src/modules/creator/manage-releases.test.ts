import { CreatorReleaseListSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { buyTrack } from '../purchases/testing';
import { coverPng, signUpArtist, uploadAs, wavOf, type ArtistSession } from './testing';

describe("managing one's releases", () => {
  let t: TestApp;
  let artist: ArtistSession;
  let rival: ArtistSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUpArtist(t, 'lina', 'Lina Duval');
    rival = await signUpArtist(t, 'malik', 'Malik Sy');
    buyer = await signUp(t.app, 'acheteur');
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, session: TestSession, payload?: object) =>
    t.app.inject({ method, url, headers: session.headers, payload });
  const createSingle = async (session: ArtistSession, title: string, extra: object = {}) => {
    const audio = await uploadAs(t, session, 'audio', `${title}.wav`, 'audio/wav', wavOf(1, title.length));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/release-creator/create-single',
      headers: session.headers,
      payload: { title, audioFileUrl: audio.url, ...extra },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().release as { id: number; tracks: Array<{ id: number }> };
  };

  it('lists every release of the caller, drafts included, newest release date first, on both paths', async () => {
    const older = await createSingle(artist, 'Hiver', { releaseDate: '2024-01-10' });
    const draft = await createSingle(artist, 'Brouillon', { releaseDate: '2025-03-01', status: 'draft' });
    const newer = await createSingle(artist, 'Été', { releaseDate: '2025-07-14' });
    await createSingle(rival, 'Ailleurs');
    for (const url of ['/api/release-creator/my-releases', '/api/artist/releases']) {
      const response = await call('GET', url, artist);
      expect(response.statusCode).toBe(200);
      expect(Value.Check(CreatorReleaseListSchema, response.json())).toBe(true);
      const listed = response
        .json()
        .releases.map((release: { id: number; status: string }) => [release.id, release.status]);
      expect(listed).toEqual([
        [newer.id, 'published'],
        [draft.id, 'draft'],
        [older.id, 'published'],
      ]);
    }
  });

  it("answers 404 for another artist's release on read, change and delete, and changes nothing", async () => {
    const theirs = await createSingle(rival, 'Leur titre');
    for (const [method, payload] of [['GET'], ['PUT', { title: 'Volé' }], ['DELETE']] as const) {
      const response = await call(method, `/api/release-creator/${theirs.id}`, artist, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Release introuvable.');
    }
    const still = await t.db
      .selectFrom('releases')
      .select(['title', 'status'])
      .where('id', '=', theirs.id)
      .executeTakeFirst();
    expect(still).toEqual({ title: 'Leur titre', status: 'published' });
    expect((await call('GET', '/api/release-creator/999999', artist)).statusCode).toBe(404);
  });

  it("changes a release's own fields, its single track's price and title following, and its cover", async () => {
    const release = await createSingle(artist, 'Avant', { genre: 'pop', price: 1.5 });
    const cover = await uploadAs(t, artist, 'image', 'neuve.png', 'image/png', coverPng);
    const response = await call('PUT', `/api/release-creator/${release.id}`, artist, {
      title: 'Après',
      genre: 'jazz',
      description: 'Nouvelle version.',
      releaseDate: '2025-02-02',
      price: 3,
      coverImageUrl: cover.url,
      status: 'draft',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().release).toMatchObject({
      title: 'Après',
      genre: 'jazz',
      creatorGenre: 'jazz',
      description: 'Nouvelle version.',
      releaseDate: expect.stringMatching(/^2025-02-02T/),
      price: 3,
      cover: cover.url,
      status: 'draft',
      tracks: [expect.objectContaining({ title: 'Après', price: 3 })],
    });
    const blank = await call('PUT', `/api/release-creator/${release.id}`, artist, { title: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().violations).toEqual([{ propertyPath: 'title', message: 'Le titre est requis' }]);
    const foreignCover = await uploadAs(t, rival, 'image', 'leur.png', 'image/png', coverPng);
    const stolen = await call('PUT', `/api/release-creator/${release.id}`, artist, { coverImageUrl: foreignCover.url });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().violations[0].propertyPath).toBe('coverImageUrl');
  });

  it('deletes an unsold release with its tracks, listens and comments', async () => {
    const release = await createSingle(artist, 'Éphémère');
    expect((await t.app.inject({ method: 'POST', url: `/api/track/${release.tracks[0].id}/listen` })).statusCode).toBe(
      201,
    );
    const commented = await t.app.inject({
      method: 'POST',
      url: `/api/releases/${release.id}/comments`,
      headers: buyer.headers,
      payload: { text: 'Superbe !' },
    });
    expect(commented.statusCode).toBe(201);

    const response = await call('DELETE', `/api/release-creator/${release.id}`, artist);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: release.id, outcome: 'deleted' });
    expect((await call('GET', `/api/release-creator/${release.id}`, artist)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/releases/${release.id}` })).statusCode).toBe(404);
    const left = await Promise.all(
      (['tracks', 'listens', 'comments'] as const).map((table) =>
        t.db.selectFrom(table).select('id').where('release_id', '=', release.id).execute(),
      ),
    );
    expect(left).toEqual([[], [], []]);
  });

  it('unpublishes a release that sold instead of deleting it, and its buyer keeps the purchase', async () => {
    const release = await createSingle(artist, 'Vendu');
    const trackId = release.tracks[0].id;
    await buyTrack(t.app, buyer, trackId);

    const response = await call('DELETE', `/api/release-creator/${release.id}`, artist);
    expect(response.json()).toEqual({ id: release.id, outcome: 'unpublished' });
    const mine = (await call('GET', `/api/release-creator/${release.id}`, artist)).json();
    expect(mine).toMatchObject({ status: 'draft', salesCount: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/releases/${release.id}` })).statusCode).toBe(404);

    const purchased = (
      await t.app.inject({ method: 'GET', url: '/api/user/tracks-purchased', headers: buyer.headers })
    ).json();
    expect(purchased).toContainEqual(expect.objectContaining({ trackId, remainingDownloads: 1 }));
    expect(await t.db.selectFrom('tracks').select('id').where('id', '=', trackId).execute()).toHaveLength(1);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/track/${trackId}/download`,
      headers: buyer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/track/${trackId}/download`,
      headers: artist.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
