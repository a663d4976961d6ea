import { OfflineRightsSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buyTrack } from '../purchases/testing';
import { createOfflineCatalogue, offlineListener, OfflineCaller, type OfflineCatalogue } from './testing';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('offline rights: what a device keeps its saved copies under', () => {
  let t: TestApp;
  let sale: OfflineCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createOfflineCatalogue(t);
  });
  afterAll(async () => t.close());

  it('tells a Free listener the plan has no offline mode, confirmed now for 30 days', async () => {
    const listener = await offlineListener(t, 'free');
    const before = Date.now();
    const response = await listener.rights();
    expect(response.statusCode).toBe(200);
    const rights = response.json();
    expect(Value.Check(OfflineRightsSchema, rights)).toBe(true);
    expect(rights).toMatchObject({
      username: listener.username,
      plan: 'free',
      offlineMode: false,
      purchasedTrackIds: [],
    });
    const checkedAt = Date.parse(rights.checkedAt);
    expect(checkedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedAt).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(rights.recheckBefore) - checkedAt).toBe(30 * DAY_MS);
  });

  it.each(['starter', 'premium'] as const)('gives offline mode to a %s listener', async (plan) => {
    const rights = (await (await offlineListener(t, plan)).rights()).json();
    expect(rights).toMatchObject({ plan, offlineMode: true, purchasedTrackIds: [] });
  });

  it('lists the tracks bought singly and every track of an album bought whole', async () => {
    const listener = await offlineListener(t, 'free');
    await buyTrack(t.app, listener.session!, sale.singleTrackId);
    await listener.buyAlbum(sale.albumId);
    const rights = (await listener.rights()).json();
    expect(rights.offlineMode).toBe(false);
    expect([...rights.purchasedTrackIds].sort((a: number, b: number) => a - b)).toEqual(
      [sale.singleTrackId, ...sale.albumTrackIds].sort((a, b) => a - b),
    );
  });

  it('answers a visitor 401', async () => {
    expect((await new OfflineCaller(t, null).rights()).statusCode).toBe(401);
  });
});
