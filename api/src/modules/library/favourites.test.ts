import { FavouriteChangeSchema, FavouriteListSchema, type Favourite } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { CatalogueRows } from '../search/testing';
import { grantPlan } from '../subscriptions/testing';
import { NOT_FOUND_OF_KIND } from './favourites';
import { favouriteLimitMessage } from './plan-limits';
import { fillFavourites, LibraryCaller } from './testing';

describe('favourites on the account: every kind in one list, as many as the plan allows', () => {
  let t: TestApp;
  let rows: CatalogueRows;
  let artist: number;
  let release: { id: number; trackIds: number[] };
  let draft: { id: number; trackIds: number[] };
  let podcast: number;
  let draftPodcast: number;
  let episode: number;
  let users = 0;

  const listener = async (plan: 'free' | 'starter' | 'premium' = 'free') => {
    users += 1;
    const session = await createUser(t, `fan${users}`);
    if (plan !== 'free') await grantPlan(t.db, session.userId, plan);
    return new LibraryCaller(t, session);
  };
  const list = async (caller: LibraryCaller, kind?: Favourite['kind']) => {
    const response = await caller.favourites(kind);
    expect(response.statusCode).toBe(200);
    expect(Value.Check(FavouriteListSchema, response.json())).toBe(true);
    return response.json<Favourite[]>();
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 3));

  beforeAll(async () => {
    t = await createTestApp();
    rows = new CatalogueRows(t.db);
    artist = await rows.artist('Kofi Mensah');
    release = await rows.release(artist, 'Accra to London', { tracks: ['Kente', 'Palm Wine'] });
    draft = await rows.release(artist, 'Inédit', { status: 'draft', tracks: ['Démo'] });
    podcast = await rows.podcast('Voix de la Diaspora');
    draftPodcast = await rows.podcast('Carnets de Tournée', { status: 'draft' });
    episode = await rows.episode(podcast, 'Kofi Mensah, highlife à Londres');
  });
  afterAll(async () => t.close());

  it('keeps a release, a track, an artist, a podcast and an episode, newest first, with their pages', async () => {
    const awa = await listener();
    const kept = [
      ['releases', release.id],
      ['tracks', release.trackIds[1]],
      ['artists', artist],
      ['podcasts', podcast],
      ['episodes', episode],
    ] as const;
    for (const [kind, id] of kept) {
      const response = await awa.keep(kind, id);
      expect(response.statusCode).toBe(200);
      expect(Value.Check(FavouriteChangeSchema, response.json())).toBe(true);
      await pause();
    }
    expect((await awa.keep('tracks', release.trackIds[0])).json()).toEqual({
      kind: 'tracks',
      id: release.trackIds[0],
      favourite: true,
      usage: { used: 6, limit: 50 },
    });
    const all = await list(awa);
    expect(all.map((favourite) => [favourite.kind, favourite.id])).toEqual([
      ['tracks', release.trackIds[0]],
      ...[...kept].reverse(),
    ]);
    expect(all.find((favourite) => favourite.kind === 'episodes')).toEqual({
      kind: 'episodes',
      id: episode,
      title: 'Kofi Mensah, highlife à Londres',
      subtitle: 'Voix de la Diaspora',
      cover: null,
      link: `/episode/${episode}`,
      available: true,
      addedAt: expect.any(String),
    });
    expect(all.find((favourite) => favourite.kind === 'releases')).toMatchObject({
      title: 'Accra to London',
      subtitle: 'Kofi Mensah',
      cover: 'http://api.test/uploads/images/covers/test.png',
      link: `/release/${release.id}`,
    });
    expect(all.find((favourite) => favourite.kind === 'artists')).toMatchObject({ link: '/artist/kofi-mensah' });
    expect(all.find((favourite) => favourite.kind === 'podcasts')).toMatchObject({ link: `/podcast/${podcast}` });
    expect((await list(awa, 'tracks')).map((favourite) => favourite.id)).toEqual([
      release.trackIds[0],
      release.trackIds[1],
    ]);
  });

  it('keeps one again without counting it twice (200), and removes idempotently (204)', async () => {
    const awa = await listener();
    await awa.keep('podcasts', podcast);
    const again = await awa.keep('podcasts', podcast);
    expect(again.statusCode).toBe(200);
    expect(again.json().usage).toEqual({ used: 1, limit: 50 });
    expect((await awa.drop('podcasts', podcast)).statusCode).toBe(204);
    expect((await awa.drop('podcasts', podcast)).statusCode).toBe(204);
    expect(await list(awa)).toEqual([]);
  });

  it('keeps only what visitors may see: 404 for a draft or missing item', async () => {
    const awa = await listener();
    for (const [kind, id] of [
      ['releases', draft.id],
      ['tracks', draft.trackIds[0]],
      ['podcasts', draftPodcast],
      ['artists', 999_999],
      ['episodes', 999_999],
    ] as const) {
      const refused = await awa.keep(kind, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: NOT_FOUND_OF_KIND[kind], error: 'Not Found' });
    }
    expect(await list(awa)).toEqual([]);
    expect((await new LibraryCaller(t, null).keep('podcasts', podcast)).statusCode).toBe(401);
  });

  it('keeps an item that is no longer public, greyed under its title, until it is removed', async () => {
    const awa = await listener();
    const gone = await rows.release(artist, 'Retiré', { tracks: ['Dernier titre'] });
    await awa.keep('releases', gone.id);
    await awa.keep('tracks', gone.trackIds[0]);
    await t.db.updateTable('releases').set({ status: 'draft' }).where('id', '=', gone.id).execute();
    expect((await list(awa)).map(({ title, available, link, cover }) => ({ title, available, link, cover }))).toEqual([
      { title: 'Dernier titre', available: false, link: null, cover: null },
      { title: 'Retiré', available: false, link: null, cover: null },
    ]);
    await t.db.deleteFrom('tracks').where('release_id', '=', gone.id).execute();
    await t.db.deleteFrom('releases').where('id', '=', gone.id).execute();
    expect((await list(awa)).map(({ title, subtitle, available }) => ({ title, subtitle, available }))).toEqual([
      { title: 'Dernier titre', subtitle: null, available: false },
      { title: 'Retiré', subtitle: null, available: false },
    ]);
    expect((await awa.usage()).json().data.favorites).toEqual({ used: 2, limit: 50 });
    expect((await awa.drop('tracks', gone.trackIds[0])).statusCode).toBe(204);
    expect((await list(awa)).map((favourite) => favourite.title)).toEqual(['Retiré']);
  });

  describe('the plan’s limit, for every kind together', () => {
    it('gives a Free listener 50 and refuses the 51st with the limit’s message, whatever its kind', async () => {
      const lea = await listener('free');
      await fillFavourites(t.db, lea.session!.userId, 48);
      expect((await lea.keep('podcasts', podcast)).json().usage).toEqual({ used: 49, limit: 50 });
      expect((await lea.follow(artist)).json().usage).toEqual({ used: 50, limit: 50 });
      for (const refused of [await lea.like(release.trackIds[0]), await lea.keep('episodes', episode)]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: favouriteLimitMessage(50), error: 'Forbidden' });
      }
      expect(favouriteLimitMessage(50)).toBe('Vous avez atteint la limite de 50 favoris de votre forfait.');
      // One already kept is no new favourite.
      expect((await lea.keep('podcasts', podcast)).statusCode).toBe(200);
      expect((await lea.usage()).json().data.favorites).toEqual({ used: 50, limit: 50 });
    });

    it('gives a Starter listener 500', async () => {
      const starter = await listener('starter');
      await fillFavourites(t.db, starter.session!.userId, 499);
      expect((await starter.keep('podcasts', podcast)).statusCode).toBe(200);
      const refused = await starter.keep('episodes', episode);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Vous avez atteint la limite de 500 favoris de votre forfait.');
    });

    it('sets no limit on Premium', async () => {
      const premium = await listener('premium');
      await fillFavourites(t.db, premium.session!.userId, 600);
      const kept = await premium.keep('podcasts', podcast);
      expect(kept.statusCode).toBe(200);
      expect(kept.json().usage).toEqual({ used: 601, limit: -1 });
    });

    it('counts in the transaction that inserts: parallel favourites at the limit leave it at the limit', async () => {
      const lea = await listener('free');
      await fillFavourites(t.db, lea.session!.userId, 48);
      const answers = await Promise.all([
        lea.keep('podcasts', podcast),
        lea.keep('episodes', episode),
        lea.follow(artist),
        lea.like(release.trackIds[0]),
        lea.keep('releases', release.id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 403, 403, 403]);
      expect((await lea.usage()).json().data.favorites).toEqual({ used: 50, limit: 50 });
    });

    it('keeps favourites over the limit after a downgrade, removable, and refuses new ones until under it', async () => {
      const sofia = await listener('premium');
      await fillFavourites(t.db, sofia.session!.userId, 51);
      await grantPlan(t.db, sofia.session!.userId, 'free');
      expect(await list(sofia)).toHaveLength(51);
      expect((await sofia.keep('podcasts', podcast)).statusCode).toBe(403);
      const [first, second] = await list(sofia);
      expect((await sofia.drop(first.kind, first.id)).statusCode).toBe(204);
      expect((await sofia.keep('podcasts', podcast)).statusCode).toBe(403);
      expect((await sofia.drop(second.kind, second.id)).statusCode).toBe(204);
      expect((await sofia.keep('podcasts', podcast)).json().usage).toEqual({ used: 50, limit: 50 });
    });
  });

  describe('import of a visitor’s device favourites at sign-in', () => {
    it('adds them in order up to the limit, and says what was already there, over the limit or unknown', async () => {
      const lea = await listener('free');
      await fillFavourites(t.db, lea.session!.userId, 46);
      await lea.keep('podcasts', podcast);
      const response = await lea.importFavourites([
        { kind: 'podcasts', id: podcast },
        { kind: 'episodes', id: episode },
        { kind: 'podcasts', id: draftPodcast },
        { kind: 'releases', id: release.id },
        { kind: 'episodes', id: episode },
        { kind: 'episodes', id: 999_999 },
        { kind: 'artists', id: artist },
        { kind: 'tracks', id: release.trackIds[0] },
        { kind: 'tracks', id: release.trackIds[1] },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        added: 3,
        alreadyThere: 2,
        overLimit: 2,
        unknown: 2,
        usage: { used: 50, limit: 50 },
      });
      const kept = (await list(lea)).filter((favourite) => favourite.title.startsWith('Favori') === false);
      expect(kept.map((favourite) => favourite.kind).sort()).toEqual(['artists', 'episodes', 'podcasts', 'releases']);
    });

    it('adds everything for Premium, and nothing twice when sent again', async () => {
      const sofia = await listener('premium');
      const items = [
        { kind: 'podcasts' as const, id: podcast },
        { kind: 'episodes' as const, id: episode },
      ];
      expect((await sofia.importFavourites(items)).json()).toMatchObject({ added: 2, alreadyThere: 0, overLimit: 0 });
      expect((await sofia.importFavourites(items)).json()).toMatchObject({
        added: 0,
        alreadyThere: 2,
        usage: { used: 2 },
      });
    });
  });
});
