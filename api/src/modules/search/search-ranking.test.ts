import { createTestApp, type TestApp } from '../../test/test-app';
import { CatalogueRows, labels, search, suggest, titlesOf } from './testing';

describe('search ranking and matching', () => {
  let t: TestApp;
  let rows: CatalogueRows;

  beforeAll(async () => {
    t = await createTestApp();
    rows = new CatalogueRows(t.db);
    const soleilNoir = await rows.artist('Soleil Noir', { followers: 10 });
    const kane = await rows.artist('Nadia Kane', { followers: 900 });
    await rows.artist('Beyoncé', { followers: 5000 });
    await rows.artist("N'Goni", { followers: 20 });
    // The less a release matches 'soleil', the more it is played: popularity must not beat the match.
    await rows.release(kane, 'Soleil', { plays: 10 });
    await rows.release(kane, 'Soleil levant', { plays: 5_000 });
    await rows.release(kane, 'Le soleil', { plays: 90_000 });
    await rows.release(soleilNoir, 'Matin', { plays: 100_000 });
    await rows.release(kane, 'Nuit', { plays: 200_000, description: 'Un soleil de minuit.' });
    await rows.release(kane, 'Jazz', { plays: 1 });
    await rows.release(kane, 'Soleil de Noailles', { plays: 7, tracks: ['Soleil de Noailles', 'Évasion'] });
    await rows.release(kane, 'Evenement', { plays: 3 });
    await rows.event('Le Grand Événement');
    await rows.event('🎉 Événement de rentrée');
    await rows.release(kane, 'Lumière de Bamako', { plays: 40 });
    await rows.event('Nuit du fleuve', { city: 'Bamako', venue: 'Palais de la culture' });
  });
  afterAll(async () => t.close());

  it('ranks the exact title, then titles beginning with the query, then other titles, then the artist, then descriptions', async () => {
    const found = await search(t.app, 'soleil', { types: ['releases'] });
    expect(titlesOf(found, 'releases')).toEqual([
      'Soleil',
      'Soleil levant',
      'Soleil de Noailles',
      'Le soleil',
      'Matin',
      'Nuit',
    ]);
  });

  it('breaks ties between equal matches by popularity (listens), and follows a change of it', async () => {
    expect(titlesOf(await search(t.app, 'soleil l', { types: ['releases'] }), 'releases')).toEqual([
      'Soleil levant',
      'Le soleil',
    ]);
    const noailles = await t.db
      .selectFrom('releases')
      .select('id')
      .where('title', '=', 'Soleil de Noailles')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('releases').set({ plays_count: 1_000_000 }).where('id', '=', noailles.id).execute();
    expect(titlesOf(await search(t.app, 'soleil', { types: ['releases'] }), 'releases').slice(0, 3)).toEqual([
      'Soleil',
      'Soleil de Noailles',
      'Soleil levant',
    ]);
    await t.db.updateTable('releases').set({ plays_count: 7 }).where('id', '=', noailles.id).execute();
    expect(titlesOf(await search(t.app, 'soleil', { types: ['releases'] }), 'releases').slice(0, 3)).toEqual([
      'Soleil',
      'Soleil levant',
      'Soleil de Noailles',
    ]);
  });

  it('ignores accents and case, either way round', async () => {
    expect(labels(await suggest(t.app, 'beyonce'))).toContain('artists:Beyoncé');
    expect(labels(await suggest(t.app, 'BEYONCÉ'))).toContain('artists:Beyoncé');
    expect(labels(await suggest(t.app, 'evenement'))).toEqual(
      expect.arrayContaining(['events:Le Grand Événement', 'events:🎉 Événement de rentrée', 'releases:Evenement']),
    );
    expect(labels(await suggest(t.app, 'ÉVÉNEMENT'))).toContain('releases:Evenement');
    expect(labels(await suggest(t.app, 'nadia KANE'))).toContain('artists:Nadia Kane');
    expect(labels(await suggest(t.app, 'ngoni'))).toContain("artists:N'Goni");
    expect(labels(await suggest(t.app, "n'goni"))).toContain("artists:N'Goni");
  });

  it('matches the last word as a prefix, and only the last one', async () => {
    expect(labels(await suggest(t.app, 'soleil lev'))).toContain('releases:Soleil levant');
    expect(labels(await suggest(t.app, 'beyon'))).toContain('artists:Beyoncé');
    expect(labels(await suggest(t.app, 'sol levant'))).not.toContain('releases:Soleil levant');
  });

  it('forgives one typo in a word of five letters or more, not in a shorter word', async () => {
    expect(labels(await suggest(t.app, 'noailes'))).toContain('releases:Soleil de Noailles');
    expect(labels(await suggest(t.app, 'moailles'))).toContain('releases:Soleil de Noailles');
    expect(labels(await suggest(t.app, 'soleil de noaillez'))).toContain('releases:Soleil de Noailles');
    expect(labels(await suggest(t.app, 'matun'))).toContain('releases:Matin');
    expect(labels(await suggest(t.app, 'jazz'))).toContain('releases:Jazz');
    expect(labels(await suggest(t.app, 'jazs'))).toEqual([]);
    expect(labels(await suggest(t.app, 'noaxxes'))).toEqual([]);
  });

  it('forgives two neighbouring letters swapped as one typo, in suggestions and results', async () => {
    expect(labels(await suggest(t.app, 'bamkao'))).toEqual(
      expect.arrayContaining(['releases:Lumière de Bamako', 'events:Nuit du fleuve']),
    );
    const lumiere = (await suggest(t.app, 'bamkao')).find((hit) => hit.title === 'Lumière de Bamako');
    expect(lumiere?.titleMatches).toEqual([{ start: 11, length: 6 }]);
    const found = await search(t.app, 'soliel', { types: ['releases'] });
    expect(titlesOf(found, 'releases')).toEqual([
      'Le soleil',
      'Soleil levant',
      'Soleil',
      'Soleil de Noailles',
      'Matin',
      'Nuit',
    ]);
    expect(titlesOf(await search(t.app, 'bamkao', { types: ['events'] }), 'events')).toEqual(['Nuit du fleuve']);
    expect(labels(await suggest(t.app, 'soleil de naoilles'))).toContain('releases:Soleil de Noailles');
    expect(labels(await suggest(t.app, 'lumeire bamako'))).toContain('releases:Lumière de Bamako');
    expect(labels(await suggest(t.app, 'mtain'))).toContain('releases:Matin');
  });

  it('forgives one swap only: not two, not a swap beside another typo, not in a short word', async () => {
    expect(labels(await suggest(t.app, 'bmakoa'))).toEqual([]);
    expect(labels(await suggest(t.app, 'bamkap'))).toEqual([]);
    expect(labels(await suggest(t.app, 'jzaz'))).toEqual([]);
  });

  it('finds a track by its title and by its release, and links it to its release', async () => {
    const [evasion] = (await search(t.app, 'evasion', { types: ['tracks'] })).groups[0].items;
    const release = await t.db
      .selectFrom('releases')
      .select('id')
      .where('title', '=', 'Soleil de Noailles')
      .executeTakeFirstOrThrow();
    expect(evasion).toMatchObject({
      type: 'tracks',
      title: 'Évasion',
      subtitle: 'Nadia Kane · Soleil de Noailles',
      releaseId: release.id,
    });
    expect(evasion.subtitleMatches).toEqual([]);
  });

  it('highlights what matched in UTF-16 indices of the accented text as shown', async () => {
    const [beyonce] = await suggest(t.app, 'beyon');
    expect(beyonce).toMatchObject({ title: 'Beyoncé', titleMatches: [{ start: 0, length: 5 }] });
    expect((await suggest(t.app, 'BEYONCE'))[0].titleMatches).toEqual([{ start: 0, length: 7 }]);
    const events = (await search(t.app, 'evenem', { types: ['events'] })).groups[0].items;
    const grand = events.find((hit) => hit.title === 'Le Grand Événement');
    const rentree = events.find((hit) => hit.title === '🎉 Événement de rentrée');
    expect(grand?.titleMatches).toEqual([{ start: 9, length: 6 }]);
    expect(rentree?.titleMatches).toEqual([{ start: 3, length: 6 }]);
    expect('🎉 Événement de rentrée'.substr(3, 6)).toBe('Événem');
    expect((await suggest(t.app, 'ngoni'))[0].titleMatches).toEqual([{ start: 0, length: 6 }]);
    const matin = (await search(t.app, 'soleil noir', { types: ['releases'] })).groups[0].items[0];
    expect(matin).toMatchObject({
      title: 'Matin',
      subtitle: 'Soleil Noir',
      titleMatches: [],
      subtitleMatches: [
        { start: 0, length: 6 },
        { start: 7, length: 4 },
      ],
    });
    const typo = (await suggest(t.app, 'noailes')).find((hit) => hit.type === 'releases');
    expect(typo?.titleMatches).toEqual([{ start: 10, length: 8 }]);
  });

  it('shows an event with its place and day', async () => {
    const [event] = (await search(t.app, 'grand evenement', { types: ['events'] })).groups[0].items;
    expect(event).toMatchObject({
      type: 'events',
      title: 'Le Grand Événement',
      subtitle: 'Salle Kora, Dakar · 21 juin 2030',
    });
  });
});
