import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS } from './accounts';
import { planCreatorHistory, seedCreatorHistory } from './creator-history';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-06-15T10:30:00.000Z');

describe("the demo artist's month of plays and sales", () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const stamp = NOW.toISOString();
    for (const account of DEMO_ACCOUNTS) {
      const user = await t.db
        .insertInto('users')
        .values({
          username: account.username,
          email: account.email,
          roles: JSON.stringify(account.roles),
          created_at: stamp,
          updated_at: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[account.key] = user.id;
    }
    const artist = await t.db
      .insertInto('artists')
      .values({ user_id: ids.artist, name: 'Lina Duval', slug: 'lina-duval', created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.linaArtist = artist.id;
  });
  afterAll(async () => t.close());

  const count = async (table: 'listens' | 'purchases') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('writes nothing while the demo artist has no published track', async () => {
    await seedCreatorHistory(t.db, NOW);
    expect(await count('listens')).toBe(0);
    expect(await count('purchases')).toBe(0);
  });

  it('gives her a few hundred plays over the last 30 days and a few paid purchases by the demo listeners', async () => {
    const stamp = new Date(NOW.getTime() - 60 * DAY).toISOString();
    const release = await t.db
      .insertInto('releases')
      .values({
        artist_id: ids.linaArtist,
        title: 'Nuits douces',
        type: 'ep',
        status: 'published',
        release_date: stamp,
        price_minor: 499,
        currency: 'EUR',
        plays_count: 1000,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tracks')
      .values(
        ['Minuit', 'Velours', 'Aube'].map((title, i) => ({
          release_id: release.id,
          position: i + 1,
          title,
          duration_seconds: 180,
          price_minor: 199,
          currency: 'EUR',
          created_at: stamp,
        })),
      )
      .execute();

    await seedCreatorHistory(t.db, NOW);

    const listens = await t.db.selectFrom('listens').selectAll().execute();
    expect(listens.length).toBeGreaterThanOrEqual(200);
    expect(listens.length).toBeLessThanOrEqual(700);
    const windowStart = '2025-05-17T00:00:00.000Z';
    expect(listens.every((listen) => listen.created_at >= windowStart && listen.created_at <= NOW.toISOString())).toBe(
      true,
    );
    expect(new Set(listens.map((listen) => listen.created_at.slice(0, 10))).size).toBe(30);
    expect(listens.every((listen) => listen.release_id === release.id)).toBe(true);
    const listenerIds = [ids.free, ids.premium, ids.podcaster];
    const byListeners = listens.filter((listen) => listen.user_id !== null);
    expect(byListeners.length).toBeGreaterThan(0);
    expect(byListeners.every((listen) => listenerIds.includes(listen.user_id!))).toBe(true);

    const purchases = await t.db.selectFrom('purchases').selectAll().execute();
    expect(purchases.length).toBeGreaterThanOrEqual(3);
    expect(
      purchases.every((p) => p.status === 'paid' && p.amount_minor === 199 && listenerIds.includes(p.user_id)),
    ).toBe(true);
    expect(new Set(purchases.map((p) => `${p.user_id}:${p.track_id}`)).size).toBe(purchases.length);

    const counter = await t.db
      .selectFrom('releases')
      .select('plays_count')
      .where('id', '=', release.id)
      .executeTakeFirstOrThrow();
    expect(counter.plays_count).toBe(1000 + listens.length);
  });

  it('is the same every time for the same tracks, listeners and day', () => {
    const tracks = [
      { id: 4, releaseId: 2, priceMinor: 199, currency: 'EUR' },
      { id: 5, releaseId: 2, priceMinor: 199, currency: 'EUR' },
    ];
    const first = planCreatorHistory(tracks, [1, 2], NOW);
    expect(planCreatorHistory(tracks, [1, 2], NOW)).toEqual(first);
    expect(first.listens.filter((listen) => listen.trackId === 4).length).toBeGreaterThan(
      first.listens.filter((listen) => listen.trackId === 5).length,
    );
    // Later in the month, more plays than at its start.
    const firstWeek = first.listens.filter((listen) => listen.createdAt < '2025-05-24').length;
    const lastWeek = first.listens.filter((listen) => listen.createdAt >= '2025-06-09').length;
    expect(lastWeek).toBeGreaterThan(firstWeek);
    expect(planCreatorHistory([], [1, 2], NOW)).toEqual({ listens: [], purchases: [] });
  });
});
