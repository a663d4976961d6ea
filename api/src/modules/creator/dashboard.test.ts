import { ArtistDashboardSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { signUpArtist, type ArtistSession } from './testing';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hour = 12) => {
  const date = new Date(Date.now() - days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('the artist dashboard', () => {
  let t: TestApp;
  let artist: ArtistSession;
  let rival: ArtistSession;
  let fan: TestSession;

  /** A release of the artist with one track, written straight to the database. */
  const release = async (
    artistId: number,
    title: string,
    likes: number,
    plays: number,
    status: 'draft' | 'published' = 'published',
  ) => {
    const stamp = daysAgo(40);
    const row = await t.db
      .insertInto('releases')
      .values({
        artist_id: artistId,
        title,
        type: 'single',
        status,
        release_date: stamp,
        price_minor: 199,
        currency: 'EUR',
        likes,
        plays_count: plays,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const track = await t.db
      .insertInto('tracks')
      .values({
        release_id: row.id,
        position: 1,
        title,
        duration_seconds: 60,
        price_minor: 199,
        currency: 'EUR',
        created_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { releaseId: row.id, trackId: track.id };
  };
  const listens = (
    target: { releaseId: number; trackId: number },
    when: string,
    count: number,
    userId: number | null = null,
  ) =>
    t.db
      .insertInto('listens')
      .values(
        Array.from({ length: count }, () => ({
          track_id: target.trackId,
          release_id: target.releaseId,
          user_id: userId,
          created_at: when,
        })),
      )
      .execute();
  const purchase = (
    what: { track_id?: number; release_id?: number },
    when: string,
    amountMinor: number,
    status: 'paid' | 'refunded' = 'paid',
  ) =>
    t.db
      .insertInto('purchases')
      .values({
        user_id: fan.userId,
        track_id: what.track_id ?? null,
        release_id: what.release_id ?? null,
        payment_session_id: null,
        amount_minor: amountMinor,
        currency: 'EUR',
        status,
        created_at: when,
      })
      .execute();
  const dashboard = (session: TestSession) =>
    t.app.inject({ method: 'GET', url: '/api/artist/dashboard', headers: session.headers });

  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUpArtist(t, 'lina', 'Lina Duval');
    rival = await signUpArtist(t, 'malik', 'Malik Sy');
    fan = await signUp(t.app, 'fan');
  });
  afterAll(async () => t.close());

  it('shows an artist without releases with zeros and thirty empty days', async () => {
    const response = await dashboard(rival);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stats).toEqual({
      monthlyListeners: 0,
      followers: 0,
      releases: 0,
      sales: 0,
      totalLikes: 0,
      totalPlays: 0,
      revenue: { price: 0, priceMinor: 0, currency: 'EUR' },
    });
    expect(body.days).toHaveLength(30);
    expect(body.days.every((day: { plays: number; sales: number }) => day.plays === 0 && day.sales === 0)).toBe(true);
  });

  it('computes the cards, revenue, and plays and sales per UTC day from the recorded rows', async () => {
    const first = await release(artist.artistId, 'Premier', 100, 5000);
    const second = await release(artist.artistId, 'Second', 20, 700, 'draft');
    const theirs = await release(rival.artistId, 'Ailleurs', 999, 99999);

    await listens(first, daysAgo(0, 1), 4);
    await listens(second, daysAgo(0, 23), 1);
    await listens(first, daysAgo(2), 3);
    await listens(first, daysAgo(29, 0), 2);
    await listens(first, daysAgo(30, 23), 7); // the day before the window
    await listens(theirs, daysAgo(2), 50);

    await purchase({ track_id: first.trackId }, daysAgo(2), 199);
    await purchase({ release_id: second.releaseId }, daysAgo(2), 500);
    await purchase({ track_id: first.trackId }, daysAgo(10), 199);
    await purchase({ track_id: first.trackId }, daysAgo(45), 199); // sold, but before the charts
    await purchase({ track_id: first.trackId }, daysAgo(3), 199, 'refunded');
    await purchase({ track_id: theirs.trackId }, daysAgo(2), 199);

    const response = await dashboard(artist);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(ArtistDashboardSchema, body)).toBe(true);
    expect(body.artist).toEqual({ id: artist.artistId, name: 'Lina Duval', slug: artist.slug });
    // Likes counted on the releases are not followers nor listeners: no account followed or listened.
    expect(body.stats).toEqual({
      monthlyListeners: 0,
      followers: 0,
      releases: 2,
      sales: 4,
      totalLikes: 120,
      totalPlays: 5700,
      revenue: { price: 10.97, priceMinor: 1097, currency: 'EUR' },
    });

    const days: Array<{ date: string; plays: number; sales: number }> = body.days;
    expect(days).toHaveLength(30);
    expect(days[29].date).toBe(new Date().toISOString().slice(0, 10));
    expect(days[0].date).toBe(daysAgo(29).slice(0, 10));
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
    const on = (ago: number) => days.find((day) => day.date === daysAgo(ago).slice(0, 10));
    expect(on(0)).toMatchObject({ plays: 5, sales: 0 });
    expect(on(2)).toMatchObject({ plays: 3, sales: 2 });
    expect(on(3)).toMatchObject({ plays: 0, sales: 0 });
    expect(on(10)).toMatchObject({ plays: 0, sales: 1 });
    expect(on(29)).toMatchObject({ plays: 2, sales: 0 });
    expect(days.reduce((sum, day) => sum + day.plays, 0)).toBe(10);
    expect(days.reduce((sum, day) => sum + day.sales, 0)).toBe(3);
  });

  it("counts each play of the artist's tracks from the player, with its listener when signed in", async () => {
    const played = await release(artist.artistId, 'Écouté', 0, 0);
    const before = (await dashboard(artist)).json().days[29].plays;
    expect((await t.app.inject({ method: 'POST', url: `/api/track/${played.trackId}/listen` })).statusCode).toBe(201);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: `/api/track/${played.trackId}/listen`,
      headers: fan.headers,
    });
    expect(signedIn.statusCode).toBe(201);
    expect((await dashboard(artist)).json().days[29].plays).toBe(before + 2);
    const rows = await t.db
      .selectFrom('listens')
      .select('user_id')
      .where('track_id', '=', played.trackId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([{ user_id: null }, { user_id: fan.userId }]);
  });
  it('counts the accounts that follow the artist, and the accounts that played its tracks in the last 30 days', async () => {
    const mine = await release(artist.artistId, 'Suivi', 0, 0);
    const theirs = await release(rival.artistId, 'Chez Malik', 0, 0);
    const [awa, moussa, fatou, ibou] = await Promise.all(
      ['awa', 'moussa', 'fatou', 'ibou'].map((name) => signUp(t.app, name)),
    );
    const before = (await dashboard(artist)).json().stats;

    for (const session of [awa, moussa, fatou]) {
      const followed = await t.app.inject({
        method: 'PUT',
        url: `/api/me/following/artists/${artist.artistId}`,
        headers: session.headers,
      });
      expect(followed.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'PUT', url: `/api/me/following/artists/${rival.artistId}`, headers: ibou.headers });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/me/following/artists/${artist.artistId}`,
      headers: fatou.headers,
    });

    await listens(mine, daysAgo(1), 3, awa.userId);
    await listens(mine, daysAgo(29), 1, awa.userId);
    await listens(mine, daysAgo(12), 1, moussa.userId);
    await listens(mine, daysAgo(31), 2, fatou.userId); // before the month
    await listens(mine, daysAgo(2), 5); // visitors
    await listens(theirs, daysAgo(2), 4, ibou.userId);

    const stats = (await dashboard(artist)).json().stats;
    expect(stats.followers).toBe(before.followers + 2);
    expect(stats.monthlyListeners).toBe(before.monthlyListeners + 2);
    expect((await dashboard(rival)).json().stats).toMatchObject({ followers: 1, monthlyListeners: 1 });
  });
});
