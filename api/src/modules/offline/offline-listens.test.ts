import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { aListen, createOfflineCatalogue, offlineListener, OfflineCaller, type OfflineCatalogue } from './testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('listens made offline: counted as live ones, at the time they were played, each once', () => {
  let t: TestApp;
  let sale: OfflineCatalogue;

  /** The plays the catalogue shows: the album's and each of its tracks'. */
  const albumPlays = async () => {
    const album = (await t.app.inject({ method: 'GET', url: `/api/releases/${sale.albumId}` })).json<{
      playsCount: number;
      tracks: Array<{ id: number; playsCount: number }>;
    }>();
    return { album: album.playsCount, tracks: album.tracks.map((track) => track.playsCount) };
  };
  const dashboard = async (artist: TestSession) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/artist/dashboard', headers: artist.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{
      stats: { monthlyListeners: number; totalPlays: number };
      days: Array<{ date: string; plays: number }>;
    }>();
  };
  const playsOn = (board: Awaited<ReturnType<typeof dashboard>>, iso: string) =>
    board.days.find((day) => day.date === iso.slice(0, 10))?.plays;
  const listensWithIds = (ids: string[]) =>
    t.db
      .selectFrom('listens')
      .select(['client_id', 'user_id', 'created_at', 'track_id'])
      .where('client_id', 'in', ids)
      .orderBy('created_at')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createOfflineCatalogue(t);
  });
  afterAll(async () => t.close());

  it('adds them to the tracks’ and the album’s plays, to the artist’s plays per day and listeners, and to the listener’s listens', async () => {
    const listener = await offlineListener(t, 'starter');
    const [first, second] = sale.albumTrackIds;
    const batch = [aListen(first, 3 * 24 * 60), aListen(first, 120), aListen(second, 10)];
    const before = { plays: await albumPlays(), board: await dashboard(sale.artist) };

    const response = await listener.listens(batch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: 3, alreadyRecorded: 0, refused: 0 });

    const plays = await albumPlays();
    expect(plays.album).toBe(before.plays.album + 3);
    expect(plays.tracks.slice(0, 2)).toEqual([before.plays.tracks[0] + 2, before.plays.tracks[1] + 1]);
    const board = await dashboard(sale.artist);
    expect(board.stats.totalPlays).toBe(before.board.stats.totalPlays + 3);
    expect(board.stats.monthlyListeners).toBe(before.board.stats.monthlyListeners + 1);
    expect(playsOn(board, batch[0].playedAt)).toBe(playsOn(before.board, batch[0].playedAt)! + 1);
    expect(await listensWithIds(batch.map((listen) => listen.id))).toEqual(
      batch.map((listen) => ({
        client_id: listen.id,
        user_id: listener.session!.userId,
        created_at: listen.playedAt,
        track_id: listen.trackId,
      })),
    );
  });

  it('counts a batch sent again once, whoever sends it', async () => {
    const listener = await offlineListener(t, 'starter');
    const batch = [aListen(sale.albumTrackIds[0]), aListen(sale.albumTrackIds[3])];
    expect((await listener.listens(batch)).json()).toEqual({ recorded: 2, alreadyRecorded: 0, refused: 0 });
    const counted = await albumPlays();

    expect((await listener.listens(batch)).json()).toEqual({ recorded: 0, alreadyRecorded: 2, refused: 0 });
    const other = await offlineListener(t, 'premium');
    expect((await other.listens(batch)).json()).toEqual({ recorded: 0, alreadyRecorded: 2, refused: 0 });
    expect(await albumPlays()).toEqual(counted);
    expect(await listensWithIds(batch.map((listen) => listen.id))).toHaveLength(2);
  });

  it('counts a batch sent several times at the same moment once', async () => {
    const listener = await offlineListener(t, 'starter');
    const batch = sale.albumTrackIds.map((trackId, n) => aListen(trackId, 30 + n));
    const before = await albumPlays();
    const answers = await Promise.all([listener.listens(batch), listener.listens(batch), listener.listens(batch)]);
    const results = answers.map((answer) => answer.json<{ recorded: number; alreadyRecorded: number }>());
    expect(results.reduce((sum, result) => sum + result.recorded, 0)).toBe(batch.length);
    expect(results.reduce((sum, result) => sum + result.alreadyRecorded, 0)).toBe(2 * batch.length);
    expect((await albumPlays()).album).toBe(before.album + batch.length);
    expect(await listensWithIds(batch.map((listen) => listen.id))).toHaveLength(batch.length);
  });

  it('refuses listens too old, too far ahead, of an unknown or unpublished track, and counts an id twice in a batch once', async () => {
    const listener = await offlineListener(t, 'starter');
    const track = sale.albumTrackIds[0];
    const draft = await new CatalogueRows(t.db).release(sale.artist.artistId, 'Pas encore', {
      status: 'draft',
      tracks: ['Pas encore'],
    });
    const twice = aListen(track, 5);
    const before = await albumPlays();

    const response = await listener.listens([
      aListen(track, (31 * DAY_MS) / 60_000),
      aListen(track, -10),
      aListen(999_999),
      aListen(draft.trackIds[0]),
      aListen(track, (29 * DAY_MS) / 60_000),
      aListen(track, -4),
      twice,
      twice,
    ]);
    expect(response.json()).toEqual({ recorded: 3, alreadyRecorded: 1, refused: 4 });
    expect((await albumPlays()).tracks[0]).toBe(before.tracks[0] + 3);
  });

  it('answers a visitor 401 and a batch past 500 listens or with a malformed id 422', async () => {
    expect((await new OfflineCaller(t, null).listens([aListen(sale.albumTrackIds[0])])).statusCode).toBe(401);
    const listener = await offlineListener(t, 'starter');
    const tooMany = Array.from({ length: 501 }, () => aListen(sale.albumTrackIds[0]));
    expect((await listener.listens(tooMany)).statusCode).toBe(422);
    expect((await listener.listens([aListen(sale.albumTrackIds[0], 1, 'a b')])).statusCode).toBe(422);
  });
});
