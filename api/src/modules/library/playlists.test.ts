import { PlaylistDetailSchema, PlaylistSummarySchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { grantPlan } from '../subscriptions/testing';
import { playlistLimitMessage } from './plan-limits';
import { PLAYLIST_NOT_FOUND } from './playlists-repository';
import { LibraryCaller } from './testing';

describe('playlists: owned by a user, public for anyone or private to the owner, as many as the plan allows', () => {
  let t: TestApp;
  let rows: CatalogueRows;
  let track: number;
  let user = 0;

  /** A new account on `plan`, as a caller of the library. */
  const listener = async (plan: 'free' | 'starter' | 'premium' = 'free') => {
    user += 1;
    const session = await createUser(t, `auditrice${user}`);
    if (plan !== 'free') await grantPlan(t.db, session.userId, plan);
    return new LibraryCaller(t, session);
  };
  const visitor = () => new LibraryCaller(t, null);

  beforeAll(async () => {
    t = await createTestApp();
    rows = new CatalogueRows(t.db);
    const artist = await rows.artist('Aya Diop');
    [track] = (await rows.release(artist, 'Soleil de Noailles', { tracks: ['Soleil de Noailles'] })).trackIds;
  });
  afterAll(async () => t.close());

  it('creates a private playlist by default and answers its summary with 201', async () => {
    const awa = await listener();
    const created = await awa.createPlaylist({ name: '  Trajet du matin ', description: 'Pour le RER' });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(Value.Check(PlaylistSummarySchema, body)).toBe(true);
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Trajet du matin',
      description: 'Pour le RER',
      public: false,
      owner: { id: awa.session!.userId, name: `auditrice${user}` },
      itemCount: 0,
      duration: 0,
      covers: [],
      snapshotId: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      updatedAt: body.createdAt,
    });
  });

  it('refuses a blank name and a visitor', async () => {
    const awa = await listener();
    expect((await awa.createPlaylist({ name: '   ' })).statusCode).toBe(422);
    expect((await visitor().createPlaylist({ name: 'Soirée' })).statusCode).toBe(401);
  });

  it('lists the owner’s playlists, most recently changed first, and only theirs', async () => {
    const awa = await listener();
    const other = await listener();
    const first = await awa.newPlaylist('Première');
    const second = await awa.newPlaylist('Deuxième');
    await other.newPlaylist('Pas la mienne');
    expect((await awa.myPlaylists()).json().map((p: { name: string }) => p.name)).toEqual(['Deuxième', 'Première']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await awa.addItems(first.id, [{ kind: 'track', id: track }])).statusCode).toBe(201);
    const listed = (await awa.myPlaylists()).json();
    expect(listed.map((p: { name: string }) => p.name)).toEqual(['Première', 'Deuxième']);
    expect(listed[0]).toMatchObject({ itemCount: 1, duration: 180 });
    expect(second.id).not.toBe(first.id);
    expect((await visitor().myPlaylists()).statusCode).toBe(401);
  });

  it('shows a private playlist to its owner only: anyone else, visitor or not, gets the 404 of a missing one', async () => {
    const owner = await listener();
    const stranger = await listener();
    const { id } = await owner.newPlaylist('Rien que pour moi');
    const mine = await owner.playlist(id);
    expect(mine.statusCode).toBe(200);
    expect(Value.Check(PlaylistDetailSchema, mine.json())).toBe(true);
    expect(mine.json()).toMatchObject({ name: 'Rien que pour moi', owned: true, public: false, items: [] });
    const missing = await stranger.playlist(999_999);
    for (const caller of [stranger, visitor()]) {
      const refused = await caller.playlist(id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: PLAYLIST_NOT_FOUND, error: 'Not Found' });
      expect(refused.json()).toEqual(missing.json());
    }
  });

  it('shows a public playlist to anyone, telling the owner apart', async () => {
    const owner = await listener();
    const { id } = await owner.newPlaylist('À partager', { public: true });
    expect((await visitor().playlist(id)).json()).toMatchObject({ name: 'À partager', owned: false, public: true });
    expect((await (await listener()).playlist(id)).json()).toMatchObject({ owned: false });
    expect((await owner.playlist(id)).json()).toMatchObject({ owned: true });
  });

  it('renames it, changes its description and visibility, each change a new snapshot and update time', async () => {
    const owner = await listener();
    const created = await owner.newPlaylist('Brouillon', { description: 'À trier' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = await owner.updatePlaylist(created.id, { name: 'Soirée', description: null, public: true });
    expect(renamed.statusCode).toBe(200);
    const body = renamed.json();
    expect(body).toMatchObject({ name: 'Soirée', description: null, public: true });
    expect(body.snapshotId).not.toBe(created.snapshotId);
    expect(body.updatedAt > body.createdAt).toBe(true);
    expect((await visitor().playlist(created.id)).statusCode).toBe(200);
    const privateAgain = await owner.updatePlaylist(created.id, { public: false });
    expect(privateAgain.json().snapshotId).not.toBe(body.snapshotId);
    expect((await visitor().playlist(created.id)).statusCode).toBe(404);
    expect((await owner.updatePlaylist(created.id, {} as never)).statusCode).toBe(422);
  });

  it('lets no one else change or delete it: 404 as for a missing one, public or not', async () => {
    const owner = await listener();
    const stranger = await listener();
    const { id } = await owner.newPlaylist('Publique', { public: true });
    for (const refused of [
      await stranger.updatePlaylist(id, { name: 'Volée' }),
      await stranger.deletePlaylist(id),
      await stranger.addItems(id, [{ kind: 'track', id: track }]),
      await stranger.reorder(id, { rangeStart: 0, insertBefore: 1, snapshotId: '1' }),
      await stranger.removeItems(id, { items: [{ kind: 'track', id: track }] }),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(PLAYLIST_NOT_FOUND);
    }
    expect((await owner.playlist(id)).json()).toMatchObject({ name: 'Publique', itemCount: 0 });
  });

  it('deletes it with its items: 204, then 404', async () => {
    const owner = await listener();
    const { id } = await owner.newPlaylist('Éphémère');
    await owner.addItems(id, [{ kind: 'track', id: track }]);
    expect((await owner.deletePlaylist(id)).statusCode).toBe(204);
    expect((await owner.playlist(id)).statusCode).toBe(404);
    expect((await owner.deletePlaylist(id)).statusCode).toBe(404);
    expect(await t.db.selectFrom('playlist_items').where('playlist_id', '=', id).selectAll().execute()).toEqual([]);
  });

  describe('the plan’s limit', () => {
    const fill = async (caller: LibraryCaller, count: number) => {
      for (let i = 1; i <= count; i += 1) await caller.newPlaylist(`Playlist ${i}`);
    };

    it('gives a Free listener 3 playlists and refuses a 4th with the limit’s message', async () => {
      const lea = await listener('free');
      await fill(lea, 3);
      const fourth = await lea.createPlaylist({ name: 'Une de trop' });
      expect(fourth.statusCode).toBe(403);
      expect(fourth.json()).toEqual({ message: playlistLimitMessage(3), error: 'Forbidden' });
      expect(fourth.json().message).toBe('Vous avez atteint la limite de 3 playlists de votre forfait.');
      expect((await lea.myPlaylists()).json()).toHaveLength(3);
    });

    it('gives a Starter listener 20', async () => {
      const starter = await listener('starter');
      await fill(starter, 20);
      const refused = await starter.createPlaylist({ name: 'Vingt et une' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Vous avez atteint la limite de 20 playlists de votre forfait.');
    });

    it('sets no limit on Premium', async () => {
      const premium = await listener('premium');
      await fill(premium, 25);
      expect((await premium.myPlaylists()).json()).toHaveLength(25);
    });

    it('counts in the transaction that creates: two parallel creations at the limit give one 201 and one 403', async () => {
      for (let round = 0; round < 5; round += 1) {
        const lea = await listener('free');
        await fill(lea, 2);
        const answers = await Promise.all([lea.createPlaylist({ name: 'A' }), lea.createPlaylist({ name: 'B' })]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
        expect(answers.find((answer) => answer.statusCode === 403)?.json().message).toBe(playlistLimitMessage(3));
        expect((await lea.myPlaylists()).json()).toHaveLength(3);
      }
    });

    it('keeps playlists over the limit after a downgrade readable, playable and deletable, and waits for room before a new one', async () => {
      const sofia = await listener('premium');
      await fill(sofia, 5);
      await grantPlan(t.db, sofia.session!.userId, 'free');
      const kept = (await sofia.myPlaylists()).json();
      expect(kept).toHaveLength(5);
      const detail = await sofia.playlist(kept[4].id);
      expect(detail.statusCode).toBe(200);
      expect((await sofia.addItems(kept[4].id, [{ kind: 'track', id: track }])).statusCode).toBe(201);
      expect((await sofia.playlist(kept[4].id)).json().items[0]).toMatchObject({ available: true });
      expect((await sofia.createPlaylist({ name: 'Nouvelle' })).statusCode).toBe(403);
      expect((await sofia.deletePlaylist(kept[0].id)).statusCode).toBe(204);
      expect((await sofia.deletePlaylist(kept[1].id)).statusCode).toBe(204);
      expect((await sofia.createPlaylist({ name: 'Nouvelle' })).statusCode).toBe(403);
      expect((await sofia.deletePlaylist(kept[2].id)).statusCode).toBe(204);
      expect((await sofia.createPlaylist({ name: 'Nouvelle' })).statusCode).toBe(201);
      expect((await sofia.createPlaylist({ name: 'Encore une' })).statusCode).toBe(403);
    });

    it('answers the real count and limit in the usage stats', async () => {
      const starter = await listener('starter');
      await fill(starter, 4);
      const usage = (await starter.usage()).json().data;
      expect(usage.playlists).toEqual({ used: 4, limit: 20 });
      const premium = await listener('premium');
      await fill(premium, 1);
      expect((await premium.usage()).json().data.playlists).toEqual({ used: 1, limit: -1 });
    });
  });
});
