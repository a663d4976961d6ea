import { PLAYLIST_MAX_ITEMS, type PlaylistDetail, type PlaylistEntry } from '@kora/shared/contracts';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { grantPlan } from '../subscriptions/testing';
import { NOT_FOUND_OF_KIND } from './favourites';
import {
  notAtPosition,
  PLAYLIST_FULL,
  POSITION_PAST_END,
  RANGE_OUTSIDE,
  SNAPSHOT_NEEDED,
  STALE_SNAPSHOT,
} from './playlist-items';
import { LibraryCaller } from './testing';

describe('a playlist’s items: in order, added from anywhere at once, moved and removed against a snapshot', () => {
  let t: TestApp;
  let rows: CatalogueRows;
  let owner: LibraryCaller;
  /** Published tracks named A…H (one release each, covers cover-A…cover-H), and an episode. */
  const track: Record<string, number> = {};
  const releaseOf: Record<string, number> = {};
  let episode: number;
  let draftTrack: number;
  let draftEpisode: number;

  const entries = (...names: string[]): PlaylistEntry[] => names.map((name) => ({ kind: 'track', id: track[name] }));
  const detail = async (id: number, caller = owner) => (await caller.playlist(id)).json<PlaylistDetail>();
  /** A new playlist holding these tracks, and its snapshot id. */
  const playlistOf = async (...names: string[]) => {
    const { id } = await owner.newPlaylist(`Liste ${names.join('')}`);
    if (names.length === 0) return { id, snapshotId: (await detail(id)).snapshotId };
    const added = await owner.addItems(id, entries(...names));
    expect(added.statusCode).toBe(201);
    return { id, snapshotId: added.json<{ snapshotId: string }>().snapshotId };
  };

  beforeAll(async () => {
    t = await createTestApp();
    rows = new CatalogueRows(t.db);
    const session = await createUser(t, 'proprietaire');
    await grantPlan(t.db, session.userId, 'premium');
    owner = new LibraryCaller(t, session);
    const artist = await rows.artist('Malik Sy');
    for (const name of 'ABCDEFGH') {
      const release = await rows.release(artist, `Sortie ${name}`, { tracks: [name] });
      await t.db
        .updateTable('releases')
        .set({ cover: `images/covers/cover-${name}.png` })
        .where('id', '=', release.id)
        .execute();
      await t.db
        .updateTable('tracks')
        .set({ audio_file: `audio/${name}.mp3` })
        .where('id', '=', release.trackIds[0])
        .execute();
      track[name] = release.trackIds[0];
      releaseOf[name] = release.id;
    }
    [draftTrack] = (await rows.release(artist, 'Brouillon', { status: 'draft', tracks: ['Pas encore'] })).trackIds;
    const podcast = await rows.podcast('Les Ondes du Soir');
    episode = await rows.episode(podcast, 'Spécial Lyon');
    draftEpisode = await rows.episode(podcast, 'Bientôt', { status: 'draft' });
  });
  afterAll(async () => t.close());

  it('appends tracks and episodes in order, with what the player needs, and a new snapshot each time', async () => {
    const { id, snapshotId } = await playlistOf();
    const first = await owner.addItems(id, entries('A', 'B'));
    expect(first.statusCode).toBe(201);
    const second = await owner.addItems(id, [{ kind: 'episode', id: episode }]);
    expect(second.statusCode).toBe(201);
    const snapshots = [snapshotId, first.json().snapshotId, second.json().snapshotId];
    expect(new Set(snapshots).size).toBe(3);

    const body = await detail(id);
    expect(body.snapshotId).toBe(second.json().snapshotId);
    expect(body.items).toEqual([
      {
        position: 0,
        kind: 'track',
        id: track.A,
        title: 'A',
        subtitle: 'Malik Sy',
        cover: 'http://api.test/uploads/images/covers/cover-A.png',
        duration: 180,
        audioUrl: 'http://api.test/uploads/audio/A.mp3',
        link: `/release/${releaseOf.A}`,
        available: true,
        addedAt: expect.any(String),
      },
      expect.objectContaining({ position: 1, id: track.B, title: 'B' }),
      expect.objectContaining({
        position: 2,
        kind: 'episode',
        id: episode,
        title: 'Spécial Lyon',
        subtitle: 'Les Ondes du Soir',
        duration: 600,
        link: `/episode/${episode}`,
        available: true,
      }),
    ]);
    expect(body).toMatchObject({ itemCount: 3, duration: 960 });
  });

  it('inserts at a position, moving the items from there down; refuses a position past the end', async () => {
    const { id } = await playlistOf('A', 'B', 'C');
    expect((await owner.addItems(id, entries('D', 'E'), 1)).statusCode).toBe(201);
    expect(await owner.titles(id)).toEqual(['A', 'D', 'E', 'B', 'C']);
    expect((await owner.addItems(id, entries('F'), 0)).statusCode).toBe(201);
    expect((await owner.addItems(id, entries('G'), 6)).statusCode).toBe(201);
    expect(await owner.titles(id)).toEqual(['F', 'A', 'D', 'E', 'B', 'C', 'G']);
    const past = await owner.addItems(id, entries('H'), 8);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(POSITION_PAST_END);
    expect((await detail(id)).items.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('takes only what visitors may play: 404 for a draft or unknown track or episode, nothing added', async () => {
    const { id, snapshotId } = await playlistOf();
    for (const [items, message] of [
      [[{ kind: 'track', id: draftTrack }], NOT_FOUND_OF_KIND.tracks],
      [[...entries('A'), { kind: 'track', id: 999_999 }], NOT_FOUND_OF_KIND.tracks],
      [[{ kind: 'episode', id: draftEpisode }], NOT_FOUND_OF_KIND.episodes],
    ] as Array<[PlaylistEntry[], string]>) {
      const refused = await owner.addItems(id, items);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(message);
    }
    expect(await detail(id)).toMatchObject({ items: [], snapshotId });
  });

  it('loses none of 200 adds sent at once', async () => {
    const { id } = await playlistOf();
    const names = Object.keys(track);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => owner.addItems(id, entries(names[i % names.length]))),
    );
    const ms = Date.now() - started;
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);
    const body = await detail(id);
    console.log(
      `playlist: 200 parallel adds in ${ms} ms → ${body.items.length} items, ${200 - body.items.length} lost`,
    );
    expect(body.itemCount).toBe(200);
    expect(body.items.map((item) => item.position)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(new Set(answers.map((answer) => answer.json().snapshotId)).size).toBe(200);
  });

  it(`holds at most ${PLAYLIST_MAX_ITEMS} items: 409 with a clear message past it, nothing added`, async () => {
    const { id } = await playlistOf();
    const addedAt = new Date().toISOString();
    const held = PLAYLIST_MAX_ITEMS - 2;
    for (let start = 0; start < held; start += 1000) {
      await t.db
        .insertInto('playlist_items')
        .values(
          Array.from({ length: Math.min(1000, held - start) }, (_, i) => ({
            playlist_id: id,
            position: start + i,
            kind: 'track' as const,
            item_id: track.A,
            title: 'A',
            added_at: addedAt,
          })),
        )
        .execute();
    }
    await t.db.updateTable('playlists').set({ item_count: held }).where('id', '=', id).execute();
    const tooMany = await owner.addItems(id, entries('B', 'C', 'D'));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: PLAYLIST_FULL, error: 'Conflict' });
    expect(PLAYLIST_FULL).toMatch(/^Une playlist ne peut pas contenir plus de 10\s000 titres et épisodes\.$/);
    expect((await owner.addItems(id, entries('B', 'C'))).statusCode).toBe(201);
    expect((await owner.addItems(id, entries('D'))).statusCode).toBe(409);
    const body = await detail(id);
    expect(body.itemCount).toBe(PLAYLIST_MAX_ITEMS);
    expect(body.items.slice(-3).map((item) => item.title)).toEqual(['A', 'B', 'C']);
  });

  describe('reorder: rangeLength items from rangeStart moved before the item at insertBefore', () => {
    const cases: Array<[string, { rangeStart: number; insertBefore: number; rangeLength?: number }, string]> = [
      ['the first item to before the fourth', { rangeStart: 0, insertBefore: 3 }, 'BCADE'],
      ['the first item to the end', { rangeStart: 0, insertBefore: 5 }, 'BCDEA'],
      ['the last item to the start', { rangeStart: 4, insertBefore: 0 }, 'EABCD'],
      ['the fourth item up one', { rangeStart: 3, insertBefore: 2 }, 'ABDCE'],
      ['two items from the second to the end', { rangeStart: 1, insertBefore: 5, rangeLength: 2 }, 'ADEBC'],
      ['three items from the third to the start', { rangeStart: 2, insertBefore: 0, rangeLength: 3 }, 'CDEAB'],
      ['a range onto itself', { rangeStart: 1, insertBefore: 2, rangeLength: 1 }, 'ABCDE'],
    ];
    it.each(cases)('moves %s', async (_, move, expected) => {
      const { id, snapshotId } = await playlistOf('A', 'B', 'C', 'D', 'E');
      const moved = await owner.reorder(id, { ...move, snapshotId });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().snapshotId).not.toBe(snapshotId);
      expect((await owner.titles(id)).join('')).toBe(expected);
      expect((await detail(id)).snapshotId).toBe(moved.json().snapshotId);
    });

    it('refuses a range outside the playlist with 400, nothing moved', async () => {
      const { id, snapshotId } = await playlistOf('A', 'B', 'C');
      for (const move of [
        { rangeStart: 3, insertBefore: 0 },
        { rangeStart: 1, insertBefore: 0, rangeLength: 3 },
        { rangeStart: 0, insertBefore: 4 },
      ]) {
        const refused = await owner.reorder(id, { ...move, snapshotId });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(RANGE_OUTSIDE);
      }
      expect(await detail(id)).toMatchObject({ snapshotId });
      expect((await owner.titles(id)).join('')).toBe('ABC');
    });

    it('refuses a stale snapshot with 412 and the current snapshot id, applying nothing', async () => {
      const { id, snapshotId: seen } = await playlistOf('A', 'B', 'C');
      // Another device added an item since.
      const current = (await owner.addItems(id, entries('D'))).json().snapshotId;
      const stale = await owner.reorder(id, { rangeStart: 0, insertBefore: 3, snapshotId: seen });
      expect(stale.statusCode).toBe(412);
      expect(stale.json()).toEqual({ message: STALE_SNAPSHOT, error: 'Precondition Failed', snapshotId: current });
      expect(await detail(id)).toMatchObject({ snapshotId: current });
      expect((await owner.titles(id)).join('')).toBe('ABCD');
      const retried = await owner.reorder(id, { rangeStart: 0, insertBefore: 3, snapshotId: current });
      expect(retried.statusCode).toBe(200);
      expect((await owner.titles(id)).join('')).toBe('BCAD');
    });
  });

  describe('removal', () => {
    it('removes every occurrence of an item without a snapshot id, closing the gaps', async () => {
      const { id } = await playlistOf('A', 'B', 'A', 'C', 'A');
      const removed = await owner.removeItems(id, { items: [{ kind: 'track', id: track.A }] });
      expect(removed.statusCode).toBe(200);
      const body = await detail(id);
      expect(body.items.map((item) => [item.position, item.title])).toEqual([
        [0, 'B'],
        [1, 'C'],
      ]);
      expect(body).toMatchObject({ itemCount: 2, snapshotId: removed.json().snapshotId });
    });

    it('removes only the occurrence at a position, which needs the snapshot id it was seen in', async () => {
      const { id, snapshotId } = await playlistOf('A', 'B', 'A', 'C');
      const without = await owner.removeItems(id, { items: [{ kind: 'track', id: track.A, position: 2 }] });
      expect(without.statusCode).toBe(400);
      expect(without.json().message).toBe(SNAPSHOT_NEEDED);
      const wrong = await owner.removeItems(id, { items: [{ kind: 'track', id: track.A, position: 1 }], snapshotId });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(notAtPosition(1));
      expect(await detail(id)).toMatchObject({ snapshotId });
      const removed = await owner.removeItems(id, { items: [{ kind: 'track', id: track.A, position: 2 }], snapshotId });
      expect(removed.statusCode).toBe(200);
      expect((await owner.titles(id)).join('')).toBe('ABC');
    });

    it('refuses a stale snapshot id with 412 and the current one, removing nothing', async () => {
      const { id, snapshotId: seen } = await playlistOf('A', 'B', 'C');
      const current = (await owner.reorder(id, { rangeStart: 2, insertBefore: 0, snapshotId: seen })).json().snapshotId;
      for (const items of [
        [{ kind: 'track' as const, id: track.C, position: 2 }],
        [{ kind: 'track' as const, id: track.B }],
      ]) {
        const stale = await owner.removeItems(id, { items, snapshotId: seen });
        expect(stale.statusCode).toBe(412);
        expect(stale.json()).toEqual({ message: STALE_SNAPSHOT, error: 'Precondition Failed', snapshotId: current });
      }
      expect((await owner.titles(id)).join('')).toBe('CAB');
      expect(await detail(id)).toMatchObject({ snapshotId: current, itemCount: 3 });
    });
  });

  it('greys an item once its track is unpublished or deleted, never dropping it', async () => {
    const artist = await rows.artist('Camille Rivage');
    const kept = await rows.release(artist, 'Marées', { tracks: ['Le phare'] });
    const gone = await rows.release(artist, 'Carte postale', { tracks: ['Carte postale'] });
    const { id } = await playlistOf('A');
    await owner.addItems(id, [
      { kind: 'track', id: kept.trackIds[0] },
      { kind: 'track', id: gone.trackIds[0] },
    ]);
    await owner.addItems(id, entries('B'));
    await t.db.updateTable('releases').set({ status: 'draft' }).where('id', '=', kept.id).execute();
    await t.db.deleteFrom('tracks').where('release_id', '=', gone.id).execute();
    await t.db.deleteFrom('releases').where('id', '=', gone.id).execute();
    await t.db.updateTable('playlists').set({ public: 1 }).where('id', '=', id).execute();

    const seen = await detail(id, new LibraryCaller(t, null));
    expect(seen.items.map((item) => [item.title, item.available])).toEqual([
      ['A', true],
      ['Le phare', false],
      ['Carte postale', false],
      ['B', true],
    ]);
    expect(seen.items[1]).toMatchObject({
      subtitle: 'Camille Rivage',
      cover: null,
      audioUrl: null,
      link: null,
      duration: 180,
    });
    expect(seen.items[2]).toMatchObject({ subtitle: null, cover: null, audioUrl: null, link: null, duration: 0 });
    expect(seen).toMatchObject({ itemCount: 4, duration: 540 });
  });

  it('shows a mosaic of the distinct covers of its first available items, at most four, and the total duration', async () => {
    const { id } = await playlistOf('A', 'A', 'B', 'C', 'B', 'D', 'E');
    await owner.addItems(id, [{ kind: 'episode', id: episode }]);
    const covers = ['A', 'B', 'C', 'D'].map((name) => `http://api.test/uploads/images/covers/cover-${name}.png`);
    const body = await detail(id);
    expect(body.covers).toEqual(covers);
    expect(body.duration).toBe(7 * 180 + 600);
    const [summary] = (await owner.myPlaylists()).json().filter((each: { id: number }) => each.id === id);
    expect(summary).toMatchObject({ covers, duration: 7 * 180 + 600, itemCount: 8 });
  });
});
