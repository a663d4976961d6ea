import { existsSync } from 'node:fs';
import path from 'node:path';
import { AudioMasters } from '../../media/audio/masters';
import { mp3DownloadPathOf } from '../../media/audio/renditions';
import { putBytes } from '../../media/storage/stored-files';
import { eachStorage } from '../../media/storage/testing/storages-under-test';
import { eventually } from '../../test/eventually';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { episodeRow } from '../offline/testing';
import { FILE_UNAVAILABLE } from './track-download';
import { buyTrack, createSaleCatalogue, wavBytes, type SaleCatalogue } from './testing';

const SINGLE_MASTER = 'audio/sale/single.wav';

const STORAGES = eachStorage();

describe.each(STORAGES)('paid downloads from %s', (_name, environment, { onThisDisk }) => {
  let t: TestApp;
  let sale: SaleCatalogue;

  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
    sale = await createSaleCatalogue(t, 64 * 1024);
  });
  afterAll(async () => t?.close());

  const download = (session: TestSession, trackId: number, query = '', range?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/track/${trackId}/download${query}`,
      headers: { ...session.headers, ...(range ? { range } : {}) },
    });
  const remaining = async (session: TestSession, trackId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/user/track/${trackId}/can-download`, headers: session.headers })
    ).json().remainingDownloads;
  let positions = 10;
  /** A track of the single, sold at 1.99 EUR, whose audio is `audioFile`. */
  const trackOfSingle = async (title: string, audioFile: string) =>
    (
      await t.db
        .insertInto('tracks')
        .values({
          release_id: sale.singleReleaseId,
          position: (positions += 1),
          title,
          duration_seconds: 1,
          audio_file: audioFile,
          price_minor: 199,
          currency: 'EUR',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  /** The downloads counted for `session` once the count settles at `expected` (it is recorded as the last byte leaves). */
  const downloadsOf = (session: TestSession, expected: number) =>
    eventually(
      () => t.db.selectFrom('downloads').select('id').where('user_id', '=', session.userId).execute(),
      (rows) => rows.length === expected,
    );

  it('keeps the masters in the private storage only', async () => {
    expect(await t.app.storage.private.head(SINGLE_MASTER)).toMatchObject({ size: sale.singleAudio.length });
    expect(await t.app.storage.public.head(SINGLE_MASTER)).toBeNull();
    expect(existsSync(path.join(t.config.mastersDir, SINGLE_MASTER))).toBe(onThisDisk);
  });

  it('sends a bought master whole, its bytes as uploaded, and counts the download once', async () => {
    const buyer = await signUp(t.app, 'entier');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const whole = await download(buyer, sale.singleTrackId);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/wav');
    expect(whole.headers['content-length']).toBe(String(sale.singleAudio.length));
    expect(whole.rawPayload.equals(sale.singleAudio)).toBe(true);
    expect(await remaining(buyer, sale.singleTrackId)).toBe(0);
    expect(await downloadsOf(buyer, 1)).toHaveLength(1);
  });

  it('resumes a master with ranges, and spends the right once every byte was sent', async () => {
    const buyer = await signUp(t.app, 'morceaux');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const size = sale.singleAudio.length;
    const first = await download(buyer, sale.singleTrackId, '', 'bytes=0-9999');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9999/${size}`);
    expect(first.rawPayload).toHaveLength(10_000);
    expect(await remaining(buyer, sale.singleTrackId)).toBe(1);
    const rest = await download(buyer, sale.singleTrackId, '', 'bytes=10000-');
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 10000-${size - 1}/${size}`);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(sale.singleAudio)).toBe(true);
    expect(await remaining(buyer, sale.singleTrackId)).toBe(0);
    expect(await downloadsOf(buyer, 1)).toHaveLength(1);
    expect((await download(buyer, sale.singleTrackId, '', 'bytes=0-9')).statusCode).toBe(403);
  });

  it('makes the MP3 320 of a master once, on the first request, and keeps it in the private storage', async () => {
    const cached = mp3DownloadPathOf(SINGLE_MASTER);
    expect(await t.app.storage.private.head(cached)).toBeNull();
    const puts = jest.spyOn(t.app.storage.private, 'put');
    try {
      const buyer = await signUp(t.app, 'deuxmp3');
      await buyTrack(t.app, buyer, sale.singleTrackId);
      await buyTrack(t.app, buyer, sale.singleTrackId);
      const first = await download(buyer, sale.singleTrackId, '?format=mp3-320');
      const second = await download(buyer, sale.singleTrackId, '?format=mp3-320');
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('audio/mpeg');
      // MPEG-1 Layer III frame header, bit-rate index 14 = 320 kbps.
      expect(first.rawPayload[2] >> 4).toBe(14);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(puts.mock.calls.filter(([key]) => key === cached)).toHaveLength(1);
      expect(await t.app.storage.private.head(cached)).toMatchObject({ size: first.rawPayload.length });
      expect(await t.app.storage.public.head(cached)).toBeNull();
      expect(existsSync(path.join(t.config.mastersDir, cached))).toBe(onThisDisk);
      expect(await downloadsOf(buyer, 2)).toHaveLength(2);
    } finally {
      puts.mockRestore();
    }
  });

  it('sends a track made of a podcast episode as the episode’s public file', async () => {
    const audio = `audio/episodes/rediffusion-${Date.now()}.wav`;
    const bytes = wavBytes(8 * 1024, 11);
    await putBytes(t.app.storage.public, audio, bytes);
    await episodeRow(t, 'Rediffusion', audio);
    const trackId = await trackOfSingle('Rediffusion', audio);
    const buyer = await signUp(t.app, 'auditeur.rediffusion');
    await buyTrack(t.app, buyer, trackId);
    const part = await download(buyer, trackId, '', 'bytes=100-');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-${bytes.length - 1}/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100))).toBe(true);
  });

  it('answers 404 for a track whose master the storage does not hold', async () => {
    await new AudioMasters(t.db).register('audio/sale/gone.mp3', 'audio/sale/gone.wav');
    const trackId = await trackOfSingle('Disparu', 'audio/sale/gone.mp3');
    const buyer = await signUp(t.app, 'perdu');
    await buyTrack(t.app, buyer, trackId);
    const answer = await download(buyer, trackId);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(FILE_UNAVAILABLE);
    expect(await remaining(buyer, trackId)).toBe(1);
  });
});
