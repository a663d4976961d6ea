import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestApp, TestSession } from '../../test/test-app';

export const WEB = 'http://localhost:3000';

export interface SaleCatalogue {
  singleTrackId: number;
  singleReleaseId: number;
  albumId: number;
  albumTrackIds: number[];
  /** A track with its own price (2.50 EUR). */
  pricedTrackId: number;
  /** A track without an audio file. */
  silentTrackId: number;
  /** A track whose file is missing from the uploads folder. */
  lostTrackId: number;
  podcastTrackId: number;
  podcastReleaseId: number;
  /** The bytes of the single's file. */
  singleAudio: Buffer;
}

/** Bytes that look like a WAV file: a RIFF header then the given size of tone. */
export function wavBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.write('RIFF', 0);
  bytes.writeUInt32LE(size - 8, 4);
  bytes.write('WAVE', 8);
  for (let i = 12; i < size; i += 1) bytes[i] = (i * seed) & 0xff;
  return bytes;
}

/**
 * An artist with a single, a three-track album, a priced track, a track without file, one whose file is
 * lost and a podcast release, their files written to the uploads folder.
 */
export async function createSaleCatalogue(t: TestApp, singleSize = 4096): Promise<SaleCatalogue> {
  const { db, config } = t;
  const now = new Date().toISOString();
  const artist = await db
    .insertInto('artists')
    .values({ name: 'Awa Diop', slug: `awa-diop-${Date.now()}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const release = async (title: string, type: 'single' | 'album' | 'podcast', priceMinor: number) =>
    (
      await db
        .insertInto('releases')
        .values({
          artist_id: artist.id,
          title,
          type,
          status: 'published',
          release_date: now,
          price_minor: priceMinor,
          currency: 'EUR',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const files = path.join(config.uploadsDir, 'audio', 'sale');
  mkdirSync(files, { recursive: true });
  const track = async (releaseId: number, position: number, title: string, audio: string | null, priceMinor = 199) =>
    (
      await db
        .insertInto('tracks')
        .values({
          release_id: releaseId,
          position,
          title,
          duration_seconds: 180,
          audio_file: audio,
          price_minor: priceMinor,
          currency: 'EUR',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const withFile = (name: string, bytes: Buffer) => {
    writeFileSync(path.join(files, name), bytes);
    return `audio/sale/${name}`;
  };

  const singleAudio = wavBytes(singleSize, 3);
  const singleReleaseId = await release('Été à Dakar', 'single', 199);
  const singleTrackId = await track(singleReleaseId, 1, 'Été à Dakar', withFile('single.wav', singleAudio));
  const albumId = await release('Saisons', 'album', 799);
  const albumTrackIds = [];
  for (const [n, title] of ['Hivernage', 'Harmattan', 'Saison sèche'].entries()) {
    albumTrackIds.push(await track(albumId, n + 1, title, withFile(`album-${n + 1}.mp3`, wavBytes(2048, n + 5))));
  }
  const pricedTrackId = await track(albumId, 4, 'Bonus', withFile('bonus.flac', wavBytes(1024)), 250);
  albumTrackIds.push(pricedTrackId);
  const silentTrackId = await track(singleReleaseId, 2, 'Silence', null);
  const lostTrackId = await track(singleReleaseId, 3, 'Perdu', 'audio/sale/missing.wav');
  const podcastReleaseId = await release('Les Ondes', 'podcast', 0);
  const podcastTrackId = await track(podcastReleaseId, 1, 'Épisode 1', null, 0);
  return {
    singleTrackId,
    singleReleaseId,
    albumId,
    albumTrackIds,
    pricedTrackId,
    silentTrackId,
    lostTrackId,
    podcastTrackId,
    podcastReleaseId,
    singleAudio,
  };
}

export const ACCEPTED_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Pays (or tries to) on the local test checkout page, as a buyer's browser submits its form. */
export function payOnCheckoutPage(app: FastifyInstance, checkoutUrl: string, cardNumber = ACCEPTED_CARD) {
  return app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      action: 'pay',
      cardholder: 'Awa Diop',
      cardNumber,
      expiry: '12/40',
      cvc: '123',
    }).toString(),
  });
}

/** Opens a track checkout and pays it with the accepted card. */
export async function buyTrack(app: FastifyInstance, session: TestSession, trackId: number): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/create-stripe-session',
    headers: session.headers,
    payload: { trackId, amount: 1.99 },
  });
  if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
  const { checkoutUrl, sessionId } = started.json<{ checkoutUrl: string; sessionId: string }>();
  const paid = await payOnCheckoutPage(app, checkoutUrl);
  if (paid.statusCode !== 303) throw new Error(`payment failed: ${paid.statusCode}`);
  return sessionId;
}
