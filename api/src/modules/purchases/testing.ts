import type { FastifyInstance } from 'fastify';
import { AudioMasters } from '../../media/audio/masters';
import { encodeMp3 } from '../../media/audio/mp3-encoder';
import { STREAM_KBPS, streamPathOf } from '../../media/audio/renditions';
import { putBytes } from '../../media/storage/stored-files';
import { decodeWav } from '../../media/audio/wav-decoder';
import { encodeWav } from '../../media/generate/wav';
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
  /** A track whose file is missing from the storage. */
  lostTrackId: number;
  podcastTrackId: number;
  podcastReleaseId: number;
  /** The bytes of the single's master. */
  singleAudio: Buffer;
  /** Where the single's public listening copy is, under /uploads. */
  singleStream: string;
}

/** A 16-bit mono PCM WAV file of exactly `size` bytes (a 44-byte header, then a tone that depends on `seed`). */
export function wavBytes(size: number, seed = 1): Buffer {
  const rate = 16000;
  const count = Math.floor((size - 44) / 2);
  // A whole number of hertz: one second holds whole periods of the tone, computed once and repeated.
  const second = new Float32Array(Math.min(count, rate));
  for (let i = 0; i < second.length; i += 1) second[i] = 0.5 * Math.sin((2 * Math.PI * (220 + seed * 40) * i) / rate);
  const file = Buffer.alloc(size);
  encodeWav(new Float32Array(0), rate).copy(file);
  // The RIFF and data chunk sizes of the whole file.
  file.writeUInt32LE(36 + count * 2, 4);
  file.writeUInt32LE(count * 2, 40);
  if (count > 0) file.fill(encodeWav(second, rate).subarray(44), 44, 44 + count * 2);
  return file;
}

/** Lays a sold track's audio out as an upload does: the master in the private storage, its MP3 copy in the public one. */
async function withMaster(t: TestApp, master: string, bytes: Buffer): Promise<string> {
  await putBytes(t.app.storage.private, master, bytes);
  const stream = streamPathOf(master);
  // A long master's copy is made from its first seconds: enough for tests, and quick.
  const excerpt = bytes.length > 256 * 1024 ? wavBytes(64 * 1024) : bytes;
  const copy = await encodeMp3(decodeWav(excerpt), STREAM_KBPS);
  await putBytes(t.app.storage.public, stream, copy);
  await new AudioMasters(t.db).register(stream, master);
  return stream;
}

/**
 * An artist with a single and a three-track album (each master kept apart, its MP3 listening copy in
 * the public storage; the album's masters named .mp3 and .flac for their media types), a priced track, a track
 * without file, one whose file is lost and a podcast release.
 */
export async function createSaleCatalogue(t: TestApp, singleSize = 4096): Promise<SaleCatalogue> {
  const { db } = t;
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
  const singleAudio = wavBytes(singleSize, 3);
  const singleReleaseId = await release('Été à Dakar', 'single', 199);
  const singleStream = await withMaster(t, 'audio/sale/single.wav', singleAudio);
  const singleTrackId = await track(singleReleaseId, 1, 'Été à Dakar', singleStream);
  const albumId = await release('Saisons', 'album', 799);
  const albumTrackIds = [];
  for (const [n, title] of ['Hivernage', 'Harmattan', 'Saison sèche'].entries()) {
    const stream = await withMaster(t, `audio/sale/album-${n + 1}.mp3`, wavBytes(2048, n + 5));
    albumTrackIds.push(await track(albumId, n + 1, title, stream));
  }
  const pricedTrackId = await track(
    albumId,
    4,
    'Bonus',
    await withMaster(t, 'audio/sale/bonus.flac', wavBytes(1024)),
    250,
  );
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
    singleStream,
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

/**
 * The rows of a track sold before masters were kept apart: a published single (its own artist) whose one
 * track's listening file is `stored`, the WAV master itself. Where the file lies is the caller's part.
 */
let legacyTracks = 0;
export async function trackSoldBeforeMastersMoved(t: TestApp, stored: string, name: string): Promise<number> {
  legacyTracks += 1;
  const now = new Date().toISOString();
  const artist = await t.db
    .insertInto('artists')
    .values({ name: `Ancien ${name}`, slug: `ancien-${name}-${legacyTracks}`, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const release = await t.db
    .insertInto('releases')
    .values({
      artist_id: artist.id,
      title: `Archive ${name}`,
      type: 'single',
      status: 'published',
      release_date: now,
      price_minor: 199,
      currency: 'EUR',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const track = await t.db
    .insertInto('tracks')
    .values({
      release_id: release.id,
      position: 1,
      title: `Archive ${name}`,
      duration_seconds: 1,
      audio_file: stored,
      price_minor: 199,
      currency: 'EUR',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return track.id;
}
