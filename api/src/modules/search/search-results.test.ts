import { SEARCH_TYPES, type SearchResponse } from '@kora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CatalogueRows, labels, search, suggest } from './testing';

describe('search results: groups, totals, paging', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const rows = new CatalogueRows(t.db);
    const artist = await rows.artist('Kora Sessions Band', { followers: 50 });
    for (let n = 1; n <= 25; n += 1) await rows.release(artist, `Session ${n}`, { plays: n });
    await rows.event('Session acoustique');
    await rows.product('Affiche Session');
  });
  afterAll(async () => t.close());

  it('answers one group per type in the order of the types, empty ones included', async () => {
    const found = await search(t.app, 'session');
    expect(found.query).toBe('session');
    expect(found.groups.map((group) => group.type)).toEqual([...SEARCH_TYPES]);
    const totals = Object.fromEntries(found.groups.map((group) => [group.type, group.total]));
    expect(totals).toEqual({
      artists: 1,
      releases: 25,
      tracks: 0,
      events: 1,
      products: 1,
      podcasts: 0,
      episodes: 0,
      articles: 0,
    });
    expect(found.groups.find((group) => group.type === 'releases')?.items).toHaveLength(20);
  });

  it('pages inside a type with limit and offset, every match once', async () => {
    const page = (offset: number) => search(t.app, 'session', { types: ['releases'], limit: 10, offset });
    const pages: SearchResponse[] = [await page(0), await page(10), await page(20), await page(30)];
    const titles = pages.map((p) => p.groups[0].items.map((item) => item.title));
    expect(pages.map((p) => p.groups[0].total)).toEqual([25, 25, 25, 25]);
    expect(titles.map((list) => list.length)).toEqual([10, 10, 5, 0]);
    expect(titles[0].slice(0, 3)).toEqual(['Session 25', 'Session 24', 'Session 23']);
    expect(new Set(titles.flat()).size).toBe(25);
  });

  it('keeps to the asked types', async () => {
    const found = await search(t.app, 'session', { types: ['releases', 'artists'] });
    expect(found.groups.map((group) => group.type)).toEqual(['artists', 'releases']);
  });

  it('suggests at most `limit` things (8 by default), the best of each type first', async () => {
    expect(await suggest(t.app, 'session', 3)).toHaveLength(3);
    const eight = await suggest(t.app, 'session');
    expect(labels(eight)).toEqual([
      'releases:Session 25',
      'events:Session acoustique',
      'releases:Session 24',
      'releases:Session 23',
      'releases:Session 22',
      'releases:Session 21',
      'releases:Session 20',
      'releases:Session 19',
    ]);
  });

  it('answers nothing for a query shorter than two characters', async () => {
    const found = await search(t.app, ' s ');
    expect(found.groups.every((group) => group.total === 0 && group.items.length === 0)).toBe(true);
    expect(found.groups).toHaveLength(SEARCH_TYPES.length);
    expect(await suggest(t.app, 's')).toEqual([]);
  });

  it('reads full-text operators, quotes and symbols as plain text, never failing', async () => {
    const queries = [
      '"',
      '"session',
      'session"',
      'sess*',
      '*',
      '-session',
      'session -band',
      'session NEAR band',
      'NEAR(session band)',
      '(session',
      'session)',
      'session AND',
      'OR',
      'NOT session',
      'session OR band',
      '^session',
      '{title_terms}: session',
      'title_terms:session',
      "'",
      "session's",
      '\\',
      '%_',
      ':*',
      'session & band | !x',
      "'session':*A",
      '🎵🎶',
      'session 🎵',
      'ses\u0000sion',
      'x'.repeat(100),
    ];
    for (const q of queries) {
      for (const url of [`/api/search/suggest?q=${encodeURIComponent(q)}`, `/api/search?q=${encodeURIComponent(q)}`]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect({ q, url, status: response.statusCode }).toEqual({ q, url, status: 200 });
      }
    }
    expect(labels(await suggest(t.app, '"session band"'))).toContain('artists:Kora Sessions Band');
    expect(labels(await suggest(t.app, '-session'))).toContain('releases:Session 25');
  });

  it('refuses a query longer than 100 characters with a JSON error', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${'x'.repeat(101)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe('search over the demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it("finds the 'Soleil' release and its artist as 'soleil' is typed", async () => {
    const items = labels(await suggest(t.app, 'soleil'));
    expect(items).toEqual(expect.arrayContaining(['releases:Soleil de Noailles', 'artists:Aya Diop']));
    expect(items[0]).toBe('releases:Soleil de Noailles');
  });

  it("finds them with two letters swapped: 'soliel', 'bamkao'", async () => {
    expect(labels(await suggest(t.app, 'soliel'))).toEqual(
      expect.arrayContaining(['releases:Soleil de Noailles', 'artists:Aya Diop']),
    );
    expect(labels(await suggest(t.app, 'bamkao'))).toContain('releases:Lumière de Bamako');
    const found = await search(t.app, 'bamkao', { types: ['releases', 'tracks'] });
    expect(found.groups.map((group) => group.items.map((item) => item.title))).toEqual([
      expect.arrayContaining(['Lumière de Bamako']),
      expect.arrayContaining(['Lumière de Bamako']),
    ]);
  });

  it('marks an event that has begun, suggested all the same', async () => {
    const rows = new CatalogueRows(t.db);
    await rows.event('Concert de la veille', { startsAt: '2020-06-21T20:00:00.000Z' });
    await rows.event('Concert du lendemain', { startsAt: '2030-06-21T20:00:00.000Z' });
    const found = await suggest(t.app, 'concert');
    expect(found.find((hit) => hit.title === 'Concert de la veille')).toMatchObject({ type: 'events', past: true });
    expect(found.find((hit) => hit.title === 'Concert du lendemain')).toMatchObject({ type: 'events', past: false });
  });
});
