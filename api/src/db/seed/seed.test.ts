import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath, isGenre } from '@kora/shared/contracts';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { backfillStreamCopies, StreamCopyCache } from '../../media/audio/stream-copies';
import { backfillImageVariants } from '../../media/images/backfill';
import { ImageVariantCache } from '../../media/images/variant-cache';
import { DEMO_COPIES, DEMO_STREAM_COPIES } from '../../modules/media/routes';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { countsOutOfStep } from '../../modules/library/testing';
import { DEMO_ACCOUNTS } from './accounts';
import { isDatabaseEmpty, resetDatabase, seedDemoContent } from '.';

const API_ROOT = path.resolve(__dirname, '../../..');

/** Runs `npm run seed` (the seed command) against the test database, as a user would. */
async function runSeedCommand(t: TestApp, ...args: string[]): Promise<string> {
  const database = t.config.database;
  const env = {
    ...process.env,
    DATA_DIR: t.config.dataDir,
    JWT_SECRET: 'unused-by-the-seed',
    ...(database.kind === 'sqlite'
      ? { DATABASE_URL: `sqlite:${database.file}` }
      : { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema ?? '' }),
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [require.resolve('tsx/cli'), 'src/db/seed-cli.ts', ...args],
    {
      cwd: API_ROOT,
      env,
    },
  );
  return stdout;
}

/** Root-mean-square level of a 16-bit PCM WAV's samples. */
function wavLevel(file: Buffer): { sampleRate: number; seconds: number; rms: number } {
  const sampleRate = file.readUInt32LE(24);
  const dataBytes = file.readUInt32LE(40);
  let sum = 0;
  const count = dataBytes / 2;
  for (let i = 0; i < count; i += 1) sum += (file.readInt16LE(44 + i * 2) / 32768) ** 2;
  return { sampleRate, seconds: count / sampleRate, rms: Math.sqrt(sum / count) };
}

/** An MP4's length as its movie header (`mvhd`, version 0) gives it: duration ÷ timescale. */
function mp4Seconds(file: Buffer): number {
  const header = file.indexOf('mvhd', 0, 'latin1') + 4; // version and flags, two times, then the timescale
  expect(file[header]).toBe(0);
  return file.readUInt32BE(header + 16) / file.readUInt32BE(header + 12);
}

describe('demo content', () => {
  let t: TestApp;
  let started: number;
  beforeAll(async () => {
    t = await createTestApp();
    started = Date.now();
    await runSeedCommand(t);
    started = Date.now() - started;
    // A figure, not a check: it moves with whatever else the machine runs (CI runs the flows beside it).
    const load = loadavg().map((value) => value.toFixed(1)).join(' / ');
    console.log(`demo seed, command start-up included: ${(started / 1000).toFixed(1)} s (load ${load})`);
  }, 120_000);
  afterAll(async () => t.close());

  it('leaves a seeded database alone unless asked to reset', async () => {
    const before = await t.db.selectFrom('users').select('id').execute();
    expect(await runSeedCommand(t)).toContain('already has content');
    expect(await t.db.selectFrom('users').select('id').execute()).toEqual(before);
  }, 60_000);

  it('serves a listening copy not made yet by making it from its master when first asked', async () => {
    const [sold] = await t.db.selectFrom('audio_masters').select('stream_path').limit(1).execute();
    expect(existsSync(path.join(t.config.uploadsDir, sold.stream_path))).toBe(false);
    const copy = await t.app.inject({ method: 'GET', url: `/uploads/${sold.stream_path}` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('audio/mpeg');
    expect(copy.rawPayload[0]).toBe(0xff);
    const part = await t.app.inject({
      method: 'GET',
      url: `/uploads/${sold.stream_path}`,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(copy.rawPayload.subarray(0, 100))).toBe(true);
  }, 30_000);

  it('keeps every sold track as a private WAV master with sound in it, distinct tunes, behind an MP3 listening copy made once the API runs', async () => {
    const backfill = await backfillStreamCopies(t.db, t.app.storage, {
      demoCache: new StreamCopyCache(DEMO_STREAM_COPIES),
    });
    expect(backfill.moved).toBe(0);
    const sold = await t.db
      .selectFrom('tracks')
      .innerJoin('audio_masters', 'audio_masters.stream_path', 'tracks.audio_file')
      .select(['audio_file', 'master_path', 'duration_seconds'])
      .execute();
    expect(sold.length).toBeGreaterThan(50);
    const contents = new Set<string>();
    for (const row of sold) {
      expect(row.audio_file).toMatch(/^audio\/demo\/.+\.mp3$/);
      expect(readFileSync(path.join(t.config.uploadsDir, row.audio_file!))[0]).toBe(0xff);
      expect(existsSync(path.join(t.config.uploadsDir, row.master_path))).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.master_path}` })).statusCode).toBe(404);
    }
    for (const row of sold.slice(0, 12)) {
      const master = readFileSync(path.join(t.config.mastersDir, row.master_path));
      expect(master.subarray(0, 4).toString()).toBe('RIFF');
      expect(master.subarray(8, 12).toString()).toBe('WAVE');
      const level = wavLevel(master);
      expect(level.rms).toBeGreaterThan(0.05);
      expect(Math.round(level.seconds)).toBe(row.duration_seconds);
      contents.add(master.toString('base64'));
    }
    expect(contents.size).toBe(12);
    const played = await t.app.inject({ method: 'GET', url: `/uploads/${sold[sold.length - 1].audio_file}` });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/mpeg');
  }, 180_000);

  it('gives every podcast episode a public WAV with sound in it', async () => {
    const episodes = await t.db.selectFrom('episodes').select(['audio_file', 'duration_seconds']).execute();
    expect(episodes.every((row) => row.audio_file)).toBe(true);
    for (const row of episodes) {
      const file = readFileSync(path.join(t.config.uploadsDir, row.audio_file!));
      expect(file.subarray(8, 12).toString()).toBe('WAVE');
      expect(Math.round(wavLevel(file).seconds)).toBe(row.duration_seconds);
    }
    expect(wavLevel(readFileSync(path.join(t.config.uploadsDir, episodes[0].audio_file!))).rms).toBeGreaterThan(0.05);
  });

  it('gives every video clip its own H.264 MP4, as long as the clip says, served to browsers by range', async () => {
    const clips = await t.db.selectFrom('video_clips').select(['video_file', 'duration_seconds']).execute();
    expect(clips.length).toBeGreaterThanOrEqual(6);
    const contents = new Set<string>();
    for (const clip of clips) {
      expect(clip.video_file).toMatch(/\.mp4$/);
      const file = readFileSync(path.join(t.config.uploadsDir, clip.video_file!));
      expect(file.toString('latin1', 4, 8)).toBe('ftyp');
      expect(file.includes('avc1', 0, 'latin1')).toBe(true);
      expect(Math.round(mp4Seconds(file))).toBe(clip.duration_seconds);
      contents.add(file.toString('base64'));
    }
    expect(contents.size).toBe(clips.length);

    const [shown] = (await t.app.inject({ method: 'GET', url: '/api/artists/5/videos?limit=1' })).json();
    expect(shown.videoUrl).toMatch(/^http.*\/uploads\/videos\/.+\.mp4$/);
    const url = new URL(shown.videoUrl).pathname;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('gives covers as decodable PNG images that differ', async () => {
    const covers = await t.db.selectFrom('releases').select('cover').limit(3).execute();
    const decoded = covers.map((row) => PNG.sync.read(readFileSync(path.join(t.config.uploadsDir, row.cover!))));
    expect(decoded[0].width).toBeGreaterThanOrEqual(300);
    expect(decoded[0].data.equals(decoded[1].data)).toBe(false);
  });

  // A longer time: the first run on a machine encodes every demo picture (over 100, two formats, four widths).
  it('gives every demo picture its AVIF and WebP copies once the API runs, never wider than the picture, served to browsers', async () => {
    // As the API makes them: from the copies this machine keeps of the demo pictures, made at the first run.
    await backfillImageVariants(t.app.storage.public, { demoCache: new ImageVariantCache(DEMO_COPIES) });
    const stored = (rows: { stored: string | null }[]) => rows.map((row) => row.stored!).filter(Boolean);
    const pictures = [
      ...stored(await t.db.selectFrom('releases').select('cover as stored').execute()),
      ...stored(await t.db.selectFrom('artists').select('image as stored').execute()),
      ...stored(await t.db.selectFrom('video_clips').select('thumbnail as stored').execute()),
      ...stored(await t.db.selectFrom('podcasts').select('cover_image as stored').execute()),
      ...stored(await t.db.selectFrom('episodes').select('cover_image as stored').execute()),
      ...stored(await t.db.selectFrom('articles').select('image as stored').execute()),
      ...stored(await t.db.selectFrom('product_images').select('path as stored').execute()),
      ...stored(await t.db.selectFrom('events').select('image as stored').execute()),
      ...stored(await t.db.selectFrom('partners').select('image as stored').execute()),
      ...stored(await t.db.selectFrom('banners').select('image as stored').execute()),
    ];
    expect(pictures.length).toBeGreaterThan(100);
    for (const picture of pictures) {
      for (const { format } of IMAGE_FORMATS) {
        for (const width of IMAGE_WIDTHS) {
          expect(existsSync(path.join(t.config.uploadsDir, imageVariantPath(picture, width, format)))).toBe(true);
        }
      }
    }

    const [release] = (await t.app.inject({ method: 'GET', url: '/api/releases?limit=1' })).json();
    const cover = new URL(release.cover).pathname;
    const original = await sharp(path.join(t.config.uploadsDir, cover.replace('/uploads/', ''))).metadata();
    for (const width of [160, 640]) {
      const served = await t.app.inject({ method: 'GET', url: imageVariantPath(cover, width, 'avif') });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
      const copy = await sharp(served.rawPayload).metadata();
      expect(copy).toMatchObject({ format: 'heif', width: Math.min(width, original.width) });
    }
  }, 180_000);

  it('creates the demo accounts with their passwords, plans and artist link', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.password)) {
      const session = await signIn(t.app, account.username, account.password!);
      const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: session.headers })).json();
      expect(profile.plan).toBe(account.plan);
      expect(profile.roles).toEqual(account.roles);
      if (account.key === 'artist') expect(profile.artist).toMatchObject({ name: 'Lina Duval' });
    }
  });

  it('gives the demo artist events of every state, with real tickets held by the demo listeners, paid from their wallets', async () => {
    const artist = await signIn(t.app, 'lina.duval', 'Artiste2025');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/events/my-events', headers: artist.headers })).json();
    const now = new Date().toISOString();
    const published = mine.filter((event: { status: string }) => event.status === 'published');
    expect(mine.some((event: { status: string }) => event.status === 'draft')).toBe(true);
    expect(published.some((event: { datetime: string }) => event.datetime < now)).toBe(true);
    expect(published.some((event: { isFree: boolean }) => event.isFree)).toBe(true);
    expect(published.some((event: { soldOut: boolean }) => event.soldOut)).toBe(true);
    expect(
      published.some((event: { ticketTypes: { vip: boolean }[] }) => event.ticketTypes.some((type) => type.vip)),
    ).toBe(true);

    const listener = await signIn(t.app, 'sofia.mendes', 'Premium2025');
    const tickets = (
      await t.app.inject({ method: 'GET', url: '/api/tickets/my-tickets', headers: listener.headers })
    ).json();
    expect(tickets.filter((ticket: { status: string }) => ticket.status === 'valid').length).toBeGreaterThanOrEqual(3);
    expect(tickets.some((ticket: { status: string }) => ticket.status === 'used')).toBe(true);
    const balance = (await t.app.inject({ method: 'GET', url: '/api/user/balance', headers: listener.headers })).json();
    expect(balance.balances).toEqual([{ price: 120, priceMinor: 12000, currency: 'EUR' }]);
    const movements = (
      await t.app.inject({ method: 'GET', url: '/api/user/wallet/movements', headers: listener.headers })
    ).json();
    const total = movements.reduce((sum: number, movement: { priceMinor: number }) => sum + movement.priceMinor, 0);
    expect(total).toBe(12000);

    const sold = published.find((event: { title: string }) => event.title === 'Lina Duval – Showcase acoustique');
    const door = (
      await t.app.inject({ method: 'GET', url: `/api/events/${sold.id}/check-in`, headers: artist.headers })
    ).json();
    expect(door.sold).toBe(
      sold.ticketTypes.reduce((sum: number, type: { soldCount: number }) => sum + type.soldCount, 0),
    );
  });

  it('files every demo release under a genre of the genre table, found by the release filter', async () => {
    const rows = await t.db.selectFrom('releases').select('genre').execute();
    expect(rows.filter((row) => !isGenre(row.genre))).toEqual([]);
    const afrobeats = (await t.app.inject({ method: 'GET', url: '/api/releases?genre=afrobeats&limit=50' })).json();
    expect(afrobeats.map((release: { title: string }) => release.title)).toContain('Soleil de Noailles');
  });

  it('stocks the store for two pages, with artists linked and the demo promo codes', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?limit=50' })).json();
    expect(products.length).toBeGreaterThanOrEqual(17);
    expect(products.filter((product: { images: unknown[] }) => product.images.length === 0)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/products?genre=jazz' })).json().length).toBeGreaterThan(0);
    const line = [{ productId: products.find((product: { stock: number }) => product.stock > 0).id, quantity: 1 }];
    const quoteWith = async (promoCode: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/cart/quote', payload: { lines: line, promoCode } })).json()
        .promo;
    expect(await quoteWith('BIENVENUE10')).toEqual({ code: 'BIENVENUE10', applied: true, message: null });
    expect(await quoteWith('MERCI5')).toMatchObject({ applied: true });
    expect(await quoteWith('ETE2025')).toEqual({ code: 'ETE2025', applied: false, message: 'Ce code promo a expiré.' });
  });

  it('gives the demo listeners follows, likes, favourites and a public playlist, counted where visitors see them, and Léa nothing', async () => {
    expect(await countsOutOfStep(t.db)).toEqual([]);
    const lina = (await t.app.inject({ method: 'GET', url: '/api/artists/lina-duval' })).json();
    expect(lina.followers).toBeGreaterThanOrEqual(2);
    const liked = await t.db.selectFrom('releases').select('likes').where('likes', '>', 0).execute();
    expect(liked.length).toBeGreaterThanOrEqual(5);

    const sofia = await signIn(t.app, 'sofia.mendes', 'Premium2025');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/playlists', headers: sofia.headers })).json();
    const shared = mine.find((playlist: { name: string }) => playlist.name === 'Découvertes Kora');
    expect(shared).toMatchObject({ public: true, owner: { name: 'sofia.mendes' } });
    expect(shared.itemCount).toBeGreaterThanOrEqual(5);
    const opened = (await t.app.inject({ method: 'GET', url: `/api/playlists/${shared.id}` })).json();
    expect(
      opened.items.every((item: { available: boolean; audioUrl: string | null }) => item.available && item.audioUrl),
    ).toBe(true);
    expect(opened.covers).toHaveLength(4);
    const kinds = (await t.app.inject({ method: 'GET', url: '/api/me/favorites', headers: sofia.headers }))
      .json()
      .map((favourite: { kind: string }) => favourite.kind);
    expect(new Set(kinds)).toEqual(new Set(['artists', 'tracks', 'releases', 'podcasts', 'episodes']));

    const lea = await signIn(t.app, 'lea.martin', 'Ecoute2025');
    for (const url of ['/api/me/playlists', '/api/me/favorites']) {
      expect((await t.app.inject({ method: 'GET', url, headers: lea.headers })).json()).toEqual([]);
    }
  });

  it('is not empty afterwards, and a reset brings it back to the same content with ids from 1', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    const clip = await t.db.selectFrom('video_clips').select('video_file').executeTakeFirstOrThrow();
    await resetDatabase(t.db, t.app.storage);
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, clip.video_file!))).toBe(false);
    await seedDemoContent(t.db, { media: false });
    const artist = await t.db.selectFrom('artists').select(['id', 'name']).where('id', '=', 5).executeTakeFirst();
    expect(artist?.name).toBe('Aya Diop');
  });
});
