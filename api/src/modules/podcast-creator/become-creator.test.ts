import { BecomePodcastCreatorResponseSchema, ProfileSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { grantPlan } from '../subscriptions/testing';
import { ALREADY_PODCAST_CREATOR, PODCAST_CREATOR_WELCOME } from './become-creator-routes';
import { accountWithRoles, creatorCalls } from './testing';

describe('POST /api/podcast-creator/become-creator: a listener becomes a podcast creator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const become = (session: TestSession | null) =>
    t.app.inject({ method: 'POST', url: '/api/podcast-creator/become-creator', headers: session?.headers ?? {} });
  const profileOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json();

  it('answers 401 without a token', async () => {
    expect((await become(null)).statusCode).toBe(401);
  });

  it.each(['free', 'starter'] as const)(
    'refuses a listener on the %s plan with the plan it takes, and grants nothing',
    async (plan) => {
      const listener = await signUp(t.app, `auditeur.${plan}`);
      await grantPlan(t.db, listener.userId, plan);
      const response = await become(listener);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Cette fonctionnalité nécessite le forfait Premium.');
      expect((await profileOf(listener.headers)).roles).toEqual(['ROLE_USER']);
      expect((await creatorCalls(t, listener).createPodcast({ title: 'Refusé' })).statusCode).toBe(403);
    },
  );

  it('grants the role on Premium: the new token carries it, the podcast creator lets the account in, once', async () => {
    const listener = await signUp(t.app, 'voix.premium');
    await grantPlan(t.db, listener.userId, 'premium');
    const response = await become(listener);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Value.Check(BecomePodcastCreatorResponseSchema, body)).toBe(true);
    expect(body).toMatchObject({
      message: PODCAST_CREATOR_WELCOME,
      user: { id: listener.userId, username: 'voix.premium', roles: ['ROLE_USER', 'ROLE_PODCASTER'] },
    });

    const renewed = { ...listener, headers: { authorization: `Bearer ${body.token}` } };
    const profile = await profileOf(renewed.headers);
    expect(Value.Check(ProfileSchema, profile)).toBe(true);
    expect(profile.roles).toEqual(['ROLE_USER', 'ROLE_PODCASTER']);
    const created = await creatorCalls(t, renewed).createPodcast({ title: 'Voix du matin' });
    expect(created.statusCode).toBe(201);

    const again = await become(renewed);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_PODCAST_CREATOR);
  });

  it('tells an artist on Premium that they already create podcasts', async () => {
    const artist = await accountWithRoles(t, 'artiste.premium', ['ROLE_USER', 'ROLE_ARTIST']);
    await grantPlan(t.db, artist.userId, 'premium');
    expect((await become(artist)).statusCode).toBe(409);
  });
});
