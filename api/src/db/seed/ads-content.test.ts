import type { AdSpot } from '@kora/shared/contracts';
import { AD_SPOT_MAX_SECONDS } from '@kora/shared/contracts';
import { composeTune } from '../../media/generate/music';
import { decodeWav } from '../../media/audio/wav-decoder';
import { rmsDbfs } from '../../modules/ads/loudness';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoSession } from '../../test/security/demo-sessions';
import { HOUSE_SPOTS, spotWav } from './ads-content';
import { RELEASES } from './catalogue-content';

describe('the house campaigns of the demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(async () => t.close());

  it('runs three spots today, each in French, English and Spanish, linking to the plan, an event, a release', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const campaigns = await t.db
      .selectFrom('ad_campaigns')
      .select(['title', 'languages', 'link', 'duration_seconds', 'starts_on', 'ends_on'])
      .orderBy('id')
      .execute();
    expect(campaigns).toHaveLength(9);
    expect(campaigns.filter((row) => row.languages === 'fr').map((row) => row.title)).toEqual([
      'Écoutez sans publicité avec Starter',
      expect.stringMatching(/ : réservez vos billets$/),
      expect.stringMatching(/^Nouveau : /),
    ]);
    expect(campaigns.filter((row) => row.languages === 'en')[0].title).toBe('Listen without ads with Starter');
    expect(campaigns.filter((row) => row.languages === 'es')[0].title).toBe('Escucha sin anuncios con Starter');
    expect(new Set(campaigns.map((row) => row.link.replace(/\d+$/, '')))).toEqual(
      new Set(['/profile', '/event/', '/release/']),
    );
    for (const row of campaigns) {
      expect(row.duration_seconds).toBeLessThanOrEqual(AD_SPOT_MAX_SECONDS);
      expect(row.starts_on <= today && today <= row.ends_on).toBe(true);
    }
  });

  it('plays spots at the loudness of the demo music, none longer than 30 s', () => {
    // The first demo tracks' tunes (the seed's seeds), 15 seconds of each.
    const music = RELEASES.flatMap((release, r) => release.tracks.map((_track, n) => r * 20 + n + 1))
      .slice(0, 6)
      .map((seed) => rmsDbfs(composeTune({ seed, seconds: 15 }).samples));
    const sorted = [...music].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    for (const spot of HOUSE_SPOTS) {
      const { channels, sampleRate } = decodeWav(spotWav(spot));
      expect(channels[0].length / sampleRate).toBeLessThanOrEqual(AD_SPOT_MAX_SECONDS);
      expect(Math.abs(rmsDbfs(channels[0]) - median)).toBeLessThan(1.5);
    }
  }, 120_000);

  it('lets lea.martin (Free) hear a spot after 3 tracks, and sofia.mendes (Premium) none', async () => {
    const tracks = await t.db.selectFrom('tracks').select('id').orderBy('id').limit(4).execute();
    const heard = async (key: 'free' | 'premium') => {
      const { headers } = await demoSession(t, key);
      for (const { id } of tracks) {
        await t.app.inject({ method: 'POST', url: `/api/track/${id}/listen`, headers });
      }
      return t.app.inject({ method: 'GET', url: '/api/ads/next', headers });
    };
    const lea = await heard('free');
    expect(lea.statusCode).toBe(200);
    const french = await t.db.selectFrom('ad_campaigns').select('id').where('languages', '=', 'fr').execute();
    expect(french.map((row) => row.id)).toContain(lea.json<AdSpot>().id);
    expect((await heard('premium')).statusCode).toBe(204);
  });
});
