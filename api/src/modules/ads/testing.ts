import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { AdCampaignsTable } from '../../db/tables';
import { CatalogueRows } from '../search/testing';

/** Tests: a visitor's device id, as the player keeps one. */
export const DEVICE = 'appareil-de-test-0001';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Tests: a campaign running from yesterday to next week in French unless told otherwise; its id. */
export async function insertCampaign(db: Db, values: Partial<Insertable<AdCampaignsTable>> = {}): Promise<number> {
  const row = await db
    .insertInto('ad_campaigns')
    .values({
      title: 'Écoutez sans publicité avec Starter',
      audio: 'audio/demo/ads/spot-1.wav',
      duration_seconds: 20,
      image: 'images/demo/ads/spot-1.png',
      link: '/profile',
      languages: 'fr',
      starts_on: day(-1),
      ends_on: day(7),
      weight: 1,
      daily_cap: 10,
      created_at: new Date().toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Tests: published tracks of `seconds` each; their ids. */
export async function insertTracks(db: Db, count: number, seconds = 180): Promise<number[]> {
  const rows = new CatalogueRows(db);
  const artist = await rows.artist(`Artiste ${Math.random().toString(36).slice(2, 8)}`);
  const { trackIds } = await rows.release(artist, 'Écoutes', {
    tracks: Array.from({ length: count }, (_, i) => `Morceau ${i + 1}`),
  });
  await db.updateTable('tracks').set({ duration_seconds: seconds }).where('id', 'in', trackIds).execute();
  return trackIds;
}

/** Tests: moves a listener's current track and its servings back in time by `seconds`. */
export async function backdate(db: Db, seconds: number): Promise<void> {
  const listeners = await db.selectFrom('ad_listeners').select(['listener', 'track_started_at']).execute();
  for (const { listener, track_started_at } of listeners) {
    await db
      .updateTable('ad_listeners')
      .set({ track_started_at: Number(track_started_at) - seconds })
      .where('listener', '=', listener)
      .execute();
  }
  const servings = await db.selectFrom('ad_servings').select(['id', 'served_at']).execute();
  for (const { id, served_at } of servings) {
    const earlier = new Date(Date.parse(served_at) - seconds * 1000).toISOString();
    await db.updateTable('ad_servings').set({ served_at: earlier }).where('id', '=', id).execute();
  }
}
