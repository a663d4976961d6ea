import type { AdLanguage } from '@kora/shared/contracts';
import { href } from '@kora/shared/routes';
import { composeTune } from '../../media/generate/music';
import { encodeWav } from '../../media/generate/wav';
import type { MediaStorages } from '../../media/storage/media-storage';
import { atLoudness } from '../../modules/ads/loudness';
import type { Db } from '../connection';
import { DemoMediaWriter } from './media-writer';

/**
 * The house campaigns: three spots (a jingle each, made like the demo music and brought to its
 * loudness), each a campaign per language with its own title: Starter without ads, the next demo event,
 * the newest demo release.
 */

export interface HouseSpot {
  key: 'starter' | 'event' | 'release';
  seed: number;
  seconds: number;
  weight: number;
  dailyCap: number;
}

export const HOUSE_SPOTS: readonly HouseSpot[] = [
  { key: 'starter', seed: 901, seconds: 20, weight: 3, dailyCap: 4 },
  { key: 'event', seed: 902, seconds: 25, weight: 2, dailyCap: 3 },
  { key: 'release', seed: 903, seconds: 15, weight: 2, dailyCap: 3 },
];

type Titles = Record<AdLanguage, (name: string) => string>;

const TITLES: Record<HouseSpot['key'], Titles> = {
  starter: {
    fr: () => 'Écoutez sans publicité avec Starter',
    en: () => 'Listen without ads with Starter',
    es: () => 'Escucha sin anuncios con Starter',
  },
  event: {
    fr: (event) => `${event} : réservez vos billets`,
    en: (event) => `${event}: get your tickets`,
    es: (event) => `${event}: reserva tus entradas`,
  },
  release: {
    fr: (release) => `Nouveau : ${release}`,
    en: (release) => `New: ${release}`,
    es: (release) => `Nuevo: ${release}`,
  },
};

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A spot's sound: a jingle of `seconds` at the demo music's loudness, as 16-bit WAV. */
export function spotWav(spot: HouseSpot): Buffer {
  const { samples, sampleRate } = composeTune({ seed: spot.seed, seconds: spot.seconds, style: 'jingle' });
  return encodeWav(atLoudness(samples), sampleRate);
}

export interface AdSeedOptions {
  /** Where the spots and their pictures go (the public storage); none: rows only. */
  storage?: MediaStorages;
  /** false: rows only (fast tests). */
  media?: boolean;
  now?: Date;
}

/** Writes the house campaigns and, with media, their spots and companion pictures. */
export async function seedAdCampaigns(db: Db, options: AdSeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const media = new DemoMediaWriter(options.media === false ? null : (options.storage ?? null));

  const event = await db
    .selectFrom('events')
    .select(['id', 'title', 'starts_at'])
    .where('status', '=', 'published')
    .where('starts_at', '>', now.toISOString())
    .orderBy('starts_at')
    .executeTakeFirst();
  const release = await db
    .selectFrom('releases')
    .innerJoin('artists', 'artists.id', 'releases.artist_id')
    .select(['releases.id', 'releases.title', 'artists.name'])
    .where('releases.status', '=', 'published')
    .orderBy('releases.release_date', 'desc')
    .executeTakeFirst();

  const subjects: Record<HouseSpot['key'], { name: string; link: string; endsOn: Date } | null> = {
    // A spot that sends to the profile is about the plan: the player opens its plan tab.
    starter: { name: 'Starter', link: href('profile'), endsOn: new Date(now.getTime() + 365 * DAY) },
    event: event
      ? { name: event.title, link: href('event', { id: event.id }), endsOn: new Date(event.starts_at) }
      : null,
    release: release
      ? {
          name: `${release.title} (${release.name})`,
          link: href('release', { id: release.id }),
          endsOn: new Date(now.getTime() + 60 * DAY),
        }
      : null,
  };

  for (const spot of HOUSE_SPOTS) {
    const subject = subjects[spot.key];
    if (!subject) continue;
    const audio = media.file(`audio/demo/ads/spot-${spot.key}.wav`, () => spotWav(spot));
    const image = media.image(`images/demo/ads/spot-${spot.key}.png`, spot.seed, 320, 320);
    await db
      .insertInto('ad_campaigns')
      .values(
        (Object.keys(TITLES[spot.key]) as AdLanguage[]).map((language) => ({
          title: TITLES[spot.key][language](subject.name),
          audio,
          duration_seconds: spot.seconds,
          image,
          link: subject.link,
          languages: language,
          starts_on: dayOf(new Date(now.getTime() - 30 * DAY)),
          ends_on: dayOf(subject.endsOn),
          weight: spot.weight,
          daily_cap: spot.dailyCap,
          created_at: now.toISOString(),
        })),
      )
      .execute();
  }
  await media.flush();
}
