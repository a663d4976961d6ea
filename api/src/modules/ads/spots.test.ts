import type { AdSpot } from '@kora/shared/contracts';
import { createTestApp, createUser, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { pickByWeight } from './spot-due';
import { backdate, DEVICE, insertCampaign, insertTracks } from './testing';

/** Which listeners hear a spot, when, and which one: the decision of `GET /api/ads/next`. */
describe('the spot due between two tracks', () => {
  let t: TestApp;
  let tracks: number[];
  let campaign: number;

  beforeAll(async () => {
    t = await createTestApp();
    tracks = await insertTracks(t.db, 4);
    campaign = await insertCampaign(t.db);
  });
  afterAll(async () => t.close());
  afterEach(async () => {
    await t.db.deleteFrom('ad_servings').execute();
    await t.db.deleteFrom('ad_listeners').execute();
  });

  const listen = async (headers: Record<string, string>, count = 1, first = 0) => {
    for (let i = 0; i < count; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/track/${tracks[(first + i) % tracks.length]}/listen`,
        headers,
      });
      expect(response.statusCode).toBe(201);
    }
  };
  const next = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/ads/next', headers });
  let users = 0;
  const listenerOn = async (plan: 'free' | 'starter' | 'premium'): Promise<TestSession> => {
    users += 1;
    const session = await createUser(t, `auditeur.${plan}.${users}`);
    await grantPlan(t.db, session.userId, plan);
    return session;
  };

  it('serves a Free listener a spot after every 3 tracks, never twice in a row', async () => {
    const { headers } = await listenerOn('free');
    await listen(headers, 2);
    expect((await next(headers)).statusCode).toBe(204);

    await listen(headers, 1, 2);
    const served = await next(headers);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.json<AdSpot>()).toEqual({
      id: campaign,
      servingId: expect.stringMatching(/^[a-f0-9]{32}$/),
      title: 'Écoutez sans publicité avec Starter',
      audioUrl: 'http://api.test/uploads/audio/demo/ads/spot-1.wav',
      duration: 20,
      imageUrl: 'http://api.test/uploads/images/demo/ads/spot-1.png',
      link: '/profile',
    });
    expect((await next(headers)).statusCode).toBe(204);

    await listen(headers, 2);
    expect((await next(headers)).statusCode).toBe(204);
    await listen(headers, 1);
    expect((await next(headers)).statusCode).toBe(200);
  });

  it('never serves Starter or Premium listeners, whatever they heard', async () => {
    for (const plan of ['starter', 'premium'] as const) {
      const { headers } = await listenerOn(plan);
      await listen(headers, 6);
      expect((await next(headers)).statusCode).toBe(204);
    }
  });

  it('counts a visitor by their device, each device on its own, and none without one', async () => {
    await listen({ 'x-kora-device': DEVICE }, 3);
    await listen({}, 3);
    expect((await next({})).statusCode).toBe(204);
    expect((await next({ 'x-kora-device': 'un-autre-appareil-0002' })).statusCode).toBe(204);
    expect((await next({ 'x-kora-device': DEVICE })).statusCode).toBe(200);
    expect((await next({ 'x-kora-device': DEVICE })).statusCode).toBe(204);
    expect((await next({ 'x-kora-device': 'trop court' })).statusCode).toBe(400);
  });

  it('counts a signed-in listener across their devices, not by the device', async () => {
    const { headers } = await listenerOn('free');
    await listen({ ...headers, 'x-kora-device': 'telephone-de-lea-0001' }, 2);
    await listen({ ...headers, 'x-kora-device': 'ordinateur-de-lea-01' }, 1);
    expect((await next({ ...headers, 'x-kora-device': 'ordinateur-de-lea-01' })).statusCode).toBe(200);
    expect((await next({ ...headers, 'x-kora-device': 'telephone-de-lea-0001' })).statusCode).toBe(204);
  });

  it('serves one after 15 minutes of listening, counting a track only as long as it played', async () => {
    const long = await insertTracks(t.db, 2, 20 * 60);
    const { headers } = await listenerOn('free');
    const play = (id: number) => t.app.inject({ method: 'POST', url: `/api/track/${id}/listen`, headers });

    // A long track skipped after a moment, then another one 10 minutes in: not yet 15 minutes.
    await play(long[0]);
    await play(long[1]);
    await backdate(t.db, 10 * 60);
    expect((await next(headers)).statusCode).toBe(204);

    await backdate(t.db, 5 * 60 + 5);
    expect((await next(headers)).statusCode).toBe(200);
    expect((await next(headers)).statusCode).toBe(204);
  });

  it('keeps to each campaign’s daily cap per listener, then serves the others, then none', async () => {
    await t.db.updateTable('ad_campaigns').set({ daily_cap: 1 }).where('id', '=', campaign).execute();
    const other = await insertCampaign(t.db, { title: 'Le nouvel album', daily_cap: 1 });
    try {
      const { headers } = await listenerOn('free');
      const heard: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        await listen(headers, 3);
        const answer = await next(headers);
        if (answer.statusCode === 200) heard.push(answer.json<AdSpot>().id);
        else expect(answer.statusCode).toBe(204);
      }
      expect(heard.sort()).toEqual([campaign, other].sort());

      // The cap is per listener: someone else still hears one.
      const second = await listenerOn('free');
      await listen(second.headers, 3);
      expect((await next(second.headers)).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('ad_campaigns').where('id', '=', other).execute();
      await t.db.updateTable('ad_campaigns').set({ daily_cap: 10 }).where('id', '=', campaign).execute();
    }
  });

  it('serves only campaigns running today, and keeps the spot due until one is', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.db.updateTable('ad_campaigns').set({ ends_on: '2020-12-31' }).where('id', '=', campaign).execute();
    const upcoming = await insertCampaign(t.db, { starts_on: '2999-01-01', ends_on: '2999-12-31' });
    try {
      const { headers } = await listenerOn('free');
      await listen(headers, 3);
      expect((await next(headers)).statusCode).toBe(204);

      const lastDay = await insertCampaign(t.db, { title: 'Dernier jour', starts_on: today, ends_on: today });
      const answer = await next(headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<AdSpot>().id).toBe(lastDay);
      await t.db.deleteFrom('ad_campaigns').where('id', '=', lastDay).execute();
    } finally {
      await t.db.deleteFrom('ad_campaigns').where('id', '=', upcoming).execute();
      await t.db.updateTable('ad_campaigns').set({ ends_on: '2999-12-31' }).where('id', '=', campaign).execute();
    }
  });

  it('serves campaigns in the listener’s language, French when they ask for none of the campaigns’', async () => {
    const english = await insertCampaign(t.db, { title: 'Listen ad-free with Starter', languages: 'en,es' });
    try {
      const served = async (acceptLanguage: string | undefined) => {
        const { headers } = await listenerOn('free');
        const asked = acceptLanguage ? { ...headers, 'accept-language': acceptLanguage } : headers;
        await listen(asked, 3);
        return (await next(asked)).json<AdSpot>().id;
      };
      expect(await served('en-GB,en;q=0.9,fr;q=0.5')).toBe(english);
      expect(await served('de-DE, es;q=0.8')).toBe(english);
      expect(await served('fr-FR;q=0.4, en;q=0.9')).toBe(english);
      expect(await served('de-DE')).toBe(campaign);
      expect(await served(undefined)).toBe(campaign);
    } finally {
      await t.db.deleteFrom('ad_campaigns').where('id', '=', english).execute();
    }
  });

  it('chooses among campaigns by their weight', () => {
    const campaigns = [
      { id: 1, weight: 1 },
      { id: 2, weight: 3 },
    ];
    expect(pickByWeight(campaigns, () => 0.2)?.id).toBe(1);
    expect(pickByWeight(campaigns, () => 0.3)?.id).toBe(2);
    expect(pickByWeight(campaigns, () => 0.99)?.id).toBe(2);
    expect(pickByWeight([], () => 0.5)).toBeUndefined();
  });

  it('does not count listens sent with a token ended by a password change', async () => {
    const session = await listenerOn('free');
    await t.db
      .updateTable('users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', session.userId)
      .execute();
    await listen(session.headers, 3);
    expect(await t.db.selectFrom('ad_listeners').selectAll().execute()).toEqual([]);
  });
});
