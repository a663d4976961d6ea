import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { CatalogueRows, labels, suggest } from './testing';

describe('search finds only what a visitor may open, and follows every change', () => {
  let t: TestApp;
  let rows: CatalogueRows;
  let artistId: number;

  beforeAll(async () => {
    t = await createTestApp();
    rows = new CatalogueRows(t.db);
    artistId = await rows.artist('Awa Sarr');
  });
  afterAll(async () => t.close());

  it('leaves out drafts, cancelled events, unpublished articles and whatever is inside a draft', async () => {
    await rows.release(artistId, 'Brouillon caché', { status: 'draft', tracks: ['Morceau caché'] });
    await rows.event('Concert brouillon', { status: 'draft' });
    await rows.event('Concert annulé', { status: 'cancelled' });
    await rows.article('Article brouillon', { published: false });
    const draftPodcast = await rows.podcast('Podcast brouillon', { status: 'draft' });
    await rows.episode(draftPodcast, 'Épisode publié du brouillon');
    const podcast = await rows.podcast('Podcast public');
    await rows.episode(podcast, 'Épisode brouillon', { status: 'draft' });

    for (const query of ['brouillon', 'caché', 'annulé']) expect(labels(await suggest(t.app, query))).toEqual([]);
    expect(labels(await suggest(t.app, 'podcast'))).toEqual(['podcasts:Podcast public']);
  });

  it('shows a release once published, and no more once unpublished', async () => {
    const release = await rows.release(artistId, 'Lumière du Sahel', { status: 'draft', tracks: ['Sahel'] });
    expect(labels(await suggest(t.app, 'lumiere'))).toEqual([]);

    await t.db.updateTable('releases').set({ status: 'published' }).where('id', '=', release.id).execute();
    // Its artist and its tracks are found by the release's title too.
    expect(labels(await suggest(t.app, 'lumiere'))).toEqual([
      'releases:Lumière du Sahel',
      'artists:Awa Sarr',
      'tracks:Sahel',
    ]);
    expect(labels(await suggest(t.app, 'sahel'))).toEqual([
      'tracks:Sahel',
      'releases:Lumière du Sahel',
      'artists:Awa Sarr',
    ]);

    await t.db.updateTable('releases').set({ status: 'draft' }).where('id', '=', release.id).execute();
    expect(labels(await suggest(t.app, 'sahel'))).toEqual([]);
  });

  it('follows a rename: the old title is no longer found, the new one is', async () => {
    const release = await rows.release(artistId, 'Ancien monde', { tracks: ['Ancien monde'] });
    expect(labels(await suggest(t.app, 'ancien'))).toEqual([
      'releases:Ancien monde',
      'tracks:Ancien monde',
      'artists:Awa Sarr',
    ]);

    await t.db.updateTable('releases').set({ title: 'Nouveau départ' }).where('id', '=', release.id).execute();
    expect(labels(await suggest(t.app, 'ancien'))).toEqual(['tracks:Ancien monde']);
    expect(labels(await suggest(t.app, 'nouveau'))).toEqual([
      'releases:Nouveau départ',
      'artists:Awa Sarr',
      'tracks:Ancien monde',
    ]);
    const [track] = await suggest(t.app, 'ancien');
    expect(track.subtitle).toBe('Awa Sarr · Nouveau départ');
  });

  it("follows an artist's new name on their releases", async () => {
    const renamed = await rows.artist('Groupe Ancien');
    await rows.release(renamed, 'Kalimba');
    await t.db.updateTable('artists').set({ name: 'Groupe Moderne' }).where('id', '=', renamed).execute();
    const [kalimba] = (await suggest(t.app, 'groupe moderne')).filter((hit) => hit.type === 'releases');
    expect(kalimba).toMatchObject({ title: 'Kalimba', subtitle: 'Groupe Moderne' });
    expect(labels(await suggest(t.app, 'groupe ancien'))).toEqual([]);
  });

  it('follows a delete', async () => {
    const release = await rows.release(artistId, 'Éphémère', { tracks: ['Éphémère'] });
    const product = await rows.product('Affiche éphémère');
    expect(labels(await suggest(t.app, 'ephemere'))).toEqual([
      'releases:Éphémère',
      'tracks:Éphémère',
      'products:Affiche éphémère',
      'artists:Awa Sarr',
    ]);

    await t.db.deleteFrom('tracks').where('release_id', '=', release.id).execute();
    await t.db.deleteFrom('releases').where('id', '=', release.id).execute();
    await t.db.deleteFrom('products').where('id', '=', product).execute();
    expect(labels(await suggest(t.app, 'ephemere'))).toEqual([]);
  });

  it('keeps up with two writes touching one document at once', async () => {
    const duo = await rows.artist('Duo Sahel');
    const harmattan = await rows.release(artistId, 'Harmattan');
    let renaming: Promise<unknown> = Promise.resolve();
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('releases').set({ artist_id: duo }).where('id', '=', harmattan.id).execute();
      // The artist's document is being rewritten by this open transaction: the rename waits for it.
      renaming = t.db.updateTable('artists').set({ name: 'Duo Sahel Sound' }).where('id', '=', duo).execute();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await renaming;
    expect(labels(await suggest(t.app, 'harmattan'))).toEqual(['releases:Harmattan', 'artists:Duo Sahel Sound']);
    expect((await suggest(t.app, 'harmattan'))[0].subtitle).toBe('Duo Sahel Sound');
  });

  describe('through the events API', () => {
    let organizer: TestSession;
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: organizer.headers, payload });
    const draft = (title: string) => ({
      title,
      type: 'concert',
      datetime: '2031-03-14T20:00:00.000Z',
      location: { name: 'Le Makeda', address: null, city: 'Marseille', postalCode: null, country: 'France' },
      isFree: false,
      ticketTypes: [{ name: 'Entrée', price: 15, currency: 'EUR', quantity: 100 }],
    });

    beforeAll(async () => {
      organizer = await signUp(t.app, 'organisateur');
      await grantPlan(t.db, organizer.userId, 'starter');
    });

    it('finds an event once published, under its new title once edited, and no more once withdrawn or deleted', async () => {
      const created = await call('POST', '/api/events', draft('Soirée Balafon'));
      expect(created.statusCode).toBe(201);
      const id = created.json<{ id: number }>().id;
      expect(labels(await suggest(t.app, 'balafon'))).toEqual([]);
      // Its organizer, signed in, does not find the draft either: search shows the same to everyone.
      const asOrganizer = await t.app.inject({
        method: 'GET',
        url: '/api/search/suggest?q=balafon',
        headers: organizer.headers,
      });
      expect(asOrganizer.json()).toEqual({ query: 'balafon', items: [] });

      expect((await call('POST', `/api/events/${id}/publish`)).statusCode).toBe(200);
      expect(labels(await suggest(t.app, 'balafon'))).toEqual(['events:Soirée Balafon']);

      expect((await call('PUT', `/api/events/${id}`, draft('Soirée Kora'))).statusCode).toBe(200);
      expect(labels(await suggest(t.app, 'balafon'))).toEqual([]);
      expect(labels(await suggest(t.app, 'soiree kora'))).toEqual(['events:Soirée Kora']);

      expect((await call('POST', `/api/events/${id}/unpublish`)).statusCode).toBe(200);
      expect(labels(await suggest(t.app, 'soiree kora'))).toEqual([]);

      expect((await call('POST', `/api/events/${id}/publish`)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/events/${id}`)).statusCode).toBe(200);
      expect(labels(await suggest(t.app, 'soiree kora'))).toEqual([]);
    });
  });
});
