import { ArtistSummarySchema, TrackSchema } from '@kora/shared/contracts';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { NOT_FOUND_OF_KIND } from './favourites';
import { countsOutOfStep, LibraryCaller } from './testing';

describe('follows and likes: favourites of kind artists and tracks, counted where visitors see them', () => {
  let t: TestApp;
  let rows: CatalogueRows;
  let artist: number;
  let album: { id: number; trackIds: number[] };
  let single: { id: number; trackIds: number[] };
  let users = 0;

  const listener = async () => {
    users += 1;
    return new LibraryCaller(t, await createUser(t, `fan${users}`));
  };
  const artistPage = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/artists/${id}` })).json();
  const releasePage = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/releases/${id}` })).json();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

  beforeAll(async () => {
    t = await createTestApp();
    rows = new CatalogueRows(t.db);
    artist = await rows.artist('Nadia Kane');
    album = await rows.release(artist, 'Racines', { tracks: ['Ouverture', 'Racines', 'Le fleuve'] });
    single = await rows.release(artist, 'Lumière de Bamako', { tracks: ['Lumière de Bamako'] });
  });
  afterAll(async () => t.close());

  it('follows an artist as a favourite of kind artists: the follower count moves, once per listener', async () => {
    const [awa, moussa] = [await listener(), await listener()];
    expect((await artistPage(artist)).followers).toBe(0);
    const followed = await awa.follow(artist);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ kind: 'artists', id: artist, favourite: true, usage: { used: 1, limit: 50 } });
    await awa.follow(artist);
    await moussa.keep('artists', artist);
    expect((await artistPage(artist)).followers).toBe(2);
    expect((await awa.favourites('artists')).json().map((f: { id: number }) => f.id)).toEqual([artist]);
    expect((await awa.unfollow(artist)).statusCode).toBe(204);
    expect((await awa.unfollow(artist)).statusCode).toBe(204);
    expect((await artistPage(artist)).followers).toBe(1);
    await moussa.drop('artists', artist);
    expect((await artistPage(artist)).followers).toBe(0);
    expect((await awa.follow(999_999)).json()).toEqual({ message: NOT_FOUND_OF_KIND.artists, error: 'Not Found' });
  });

  it('lists the followed artists latest first, as the catalogue shows artists', async () => {
    const awa = await listener();
    const other = await rows.artist('Malik Sy');
    await awa.follow(artist);
    await pause();
    await awa.follow(other);
    const response = await awa.followed();
    expect(response.statusCode).toBe(200);
    expect(Value.Check(Type.Array(ArtistSummarySchema), response.json())).toBe(true);
    expect(response.json().map((a: { name: string; followers: number }) => [a.name, a.followers])).toEqual([
      ['Malik Sy', 1],
      ['Nadia Kane', 1],
    ]);
    await awa.unfollow(artist);
    await awa.unfollow(other);
  });

  it('counts a release’s likes as the listeners who like one of its tracks or keep the release, each once', async () => {
    const [awa, moussa, fatou] = [await listener(), await listener(), await listener()];
    expect((await releasePage(album.id)).likes).toBe(0);
    expect((await awa.like(album.trackIds[0])).json()).toMatchObject({ kind: 'tracks', favourite: true });
    await awa.like(album.trackIds[1]);
    await awa.keep('releases', album.id);
    expect((await releasePage(album.id)).likes).toBe(1);
    await moussa.like(album.trackIds[2]);
    await fatou.keep('releases', album.id);
    expect((await releasePage(album.id)).likes).toBe(3);
    expect((await releasePage(single.id)).likes).toBe(0);
    await awa.unlike(album.trackIds[0]);
    await awa.drop('releases', album.id);
    expect((await releasePage(album.id)).likes).toBe(3);
    await awa.unlike(album.trackIds[1]);
    expect((await releasePage(album.id)).likes).toBe(2);
    expect(await countsOutOfStep(t.db)).toEqual([]);
  });

  it('lists the liked tracks latest first, ready to play, leaving out those no longer published', async () => {
    const awa = await listener();
    const withdrawn = await rows.release(artist, 'Retiré', { tracks: ['Plus là'] });
    await awa.like(single.trackIds[0]);
    await pause();
    await awa.like(withdrawn.trackIds[0]);
    await pause();
    await awa.like(album.trackIds[2]);
    await t.db.updateTable('releases').set({ status: 'draft' }).where('id', '=', withdrawn.id).execute();
    const response = await awa.liked();
    expect(response.statusCode).toBe(200);
    expect(Value.Check(Type.Array(TrackSchema), response.json())).toBe(true);
    expect(response.json().map((track: { title: string; artist: string }) => [track.title, track.artist])).toEqual([
      ['Le fleuve', 'Nadia Kane'],
      ['Lumière de Bamako', 'Nadia Kane'],
    ]);
    expect((await awa.favourites('tracks')).json().map((f: { title: string }) => f.title)).toEqual([
      'Le fleuve',
      'Plus là',
      'Lumière de Bamako',
    ]);
    expect((await awa.like(withdrawn.trackIds[0])).statusCode).toBe(404);
  });

  it('keeps the counts exact under parallel follows and likes from many listeners', async () => {
    const fans = await Promise.all(Array.from({ length: 30 }, () => listener()));
    const before = { followers: (await artistPage(artist)).followers, likes: (await releasePage(single.id)).likes };
    await Promise.all(
      fans.flatMap((fan) => [fan.follow(artist), fan.like(single.trackIds[0]), fan.keep('releases', single.id)]),
    );
    expect((await artistPage(artist)).followers).toBe(before.followers + 30);
    expect((await releasePage(single.id)).likes).toBe(before.likes + 30);
    await Promise.all(fans.slice(0, 10).flatMap((fan) => [fan.unfollow(artist), fan.unlike(single.trackIds[0])]));
    expect((await artistPage(artist)).followers).toBe(before.followers + 20);
    expect((await releasePage(single.id)).likes).toBe(before.likes + 30);
    expect(await countsOutOfStep(t.db)).toEqual([]);
  });

  it('answers a visitor 401 on every follow and like route', async () => {
    const visitor = new LibraryCaller(t, null);
    for (const response of [
      await visitor.follow(artist),
      await visitor.unfollow(artist),
      await visitor.followed(),
      await visitor.like(single.trackIds[0]),
      await visitor.unlike(single.trackIds[0]),
      await visitor.liked(),
      await visitor.favourites(),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});
