import type { AdCampaign, AdCampaignStats, AdSpot } from '@kora/shared/contracts';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { backdate, DEVICE, insertCampaign, insertTracks } from './testing';

/** What a served spot reports back (its impression, its click), and the figures staff read of it. */
describe('impressions, clicks and a campaign’s figures', () => {
  let t: TestApp;
  let tracks: number[];
  let campaign: number;
  let lea: TestSession;
  let staff: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    tracks = await insertTracks(t.db, 3);
    campaign = await insertCampaign(t.db, { duration_seconds: 25 });
    lea = await createUser(t, 'lea.ecoute');
    staff = await createUser(t, 'equipe.kora');
    await t.db
      .updateTable('users')
      .set({ roles: JSON.stringify(['ROLE_USER', 'ROLE_ADMIN']) })
      .where('id', '=', staff.userId)
      .execute();
  });
  afterAll(async () => t.close());

  /** Three tracks, then the spot they make due. */
  const serve = async (headers: Record<string, string>): Promise<AdSpot> => {
    for (const id of tracks) await t.app.inject({ method: 'POST', url: `/api/track/${id}/listen`, headers });
    const answer = await t.app.inject({ method: 'GET', url: '/api/ads/next', headers });
    expect(answer.statusCode).toBe(200);
    return answer.json<AdSpot>();
  };
  const report = (what: 'impressions' | 'clicks', spot: AdSpot, headers: Record<string, string>, id = spot.id) =>
    t.app.inject({ method: 'POST', url: `/api/ads/${id}/${what}`, headers, payload: { servingId: spot.servingId } });

  it('counts an impression once the spot could have been heard to the end, and once only', async () => {
    const spot = await serve(lea.headers);
    const early = await report('impressions', spot, lea.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'Le message n’a pas encore pu être écouté en entier.' });

    await backdate(t.db, 24);
    expect((await report('impressions', spot, lea.headers)).json()).toEqual({ counted: true });
    expect((await report('impressions', spot, lea.headers)).json()).toEqual({ counted: false });
  });

  it('answers a serving of another listener, or of another campaign, as one that does not exist', async () => {
    const spot = await serve(lea.headers);
    await backdate(t.db, 30);
    const other = await createUser(t, 'autre.auditeur');
    expect((await report('impressions', spot, other.headers)).statusCode).toBe(404);
    expect((await report('clicks', spot, { 'x-kora-device': DEVICE })).statusCode).toBe(404);
    expect((await report('impressions', spot, {})).statusCode).toBe(404);
    const elsewhere = await insertCampaign(t.db, { title: 'Autre campagne' });
    expect((await report('impressions', spot, lea.headers, elsewhere)).statusCode).toBe(404);
    await t.db.deleteFrom('ad_campaigns').where('id', '=', elsewhere).execute();
    expect((await report('impressions', { ...spot, servingId: 'f'.repeat(32) }, lea.headers)).statusCode).toBe(404);
    expect((await report('impressions', { ...spot, servingId: 'pas-un-identifiant' }, lea.headers)).statusCode).toBe(
      422,
    );
    expect((await report('impressions', spot, lea.headers)).json()).toEqual({ counted: true });
  });

  it('counts a visitor’s impression and click by their device, a click once per serving', async () => {
    const visitor = { 'x-kora-device': DEVICE };
    const spot = await serve(visitor);
    expect((await report('clicks', spot, visitor)).json()).toEqual({ counted: true });
    expect((await report('clicks', spot, visitor)).json()).toEqual({ counted: false });
    await backdate(t.db, 30);
    expect((await report('impressions', spot, visitor)).json()).toEqual({ counted: true });
  });

  it('lets staff read the campaigns and their impressions, listeners and clicks per day', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await t.db
      .insertInto('ad_servings')
      .values([
        { id: '1'.repeat(32), campaign_id: campaign, listener: 'user:900', day: yesterday, served_at: yesterday },
        { id: '2'.repeat(32), campaign_id: campaign, listener: 'user:900', day: yesterday, served_at: yesterday },
        { id: '3'.repeat(32), campaign_id: campaign, listener: 'user:901', day: yesterday, served_at: yesterday },
      ])
      .execute();
    await t.db
      .updateTable('ad_servings')
      .set({ heard_at: `${yesterday}T12:00:00.000Z` })
      .where('id', 'in', ['1'.repeat(32), '2'.repeat(32)])
      .execute();
    await t.db.updateTable('ad_servings').set({ clicked_at: yesterday }).where('id', '=', '3'.repeat(32)).execute();

    const list = await t.app.inject({ method: 'GET', url: '/api/ads/campaigns', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<AdCampaign[]>().find((row) => row.id === campaign)).toMatchObject({
      title: 'Écoutez sans publicité avec Starter',
      languages: ['fr'],
      duration: 25,
      dailyCap: 10,
      weight: 1,
    });

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/ads/campaigns/${campaign}/stats`,
      headers: staff.headers,
    });
    expect(stats.statusCode).toBe(200);
    const figures = stats.json<AdCampaignStats>();
    // Today: Léa's two spots heard and the visitor's (heard and clicked) from the tests above.
    expect(figures.days).toEqual([
      { day: today, impressions: 3, listeners: 2, clicks: 1 },
      { day: yesterday, impressions: 2, listeners: 1, clicks: 1 },
    ]);
    expect(figures.total).toEqual({ impressions: 5, listeners: 3, clicks: 2 });
  });

  it('keeps the figures to staff: 401 for visitors, 403 for listeners, 404 for no such campaign', async () => {
    for (const url of ['/api/ads/campaigns', `/api/ads/campaigns/${campaign}/stats`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: lea.headers })).statusCode).toBe(403);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/ads/campaigns/9999/stats', headers: staff.headers });
    expect(missing.statusCode).toBe(404);
  });
});
