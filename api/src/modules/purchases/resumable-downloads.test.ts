import { buildServer } from '../../server';
import { openDatabase } from '../../db/connection';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { eventually } from '../../test/eventually';
import { buyTrack, createSaleCatalogue, type SaleCatalogue } from './testing';

describe('paid masters: private, in the chosen format, resumable', () => {
  let t: TestApp;
  let sale: SaleCatalogue;

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createSaleCatalogue(t, 64 * 1024);
  });
  afterAll(async () => t.close());

  const download = (session: TestSession, query = '', range?: string, app = t.app) =>
    app.inject({
      method: 'GET',
      url: `/api/track/${sale.singleTrackId}/download${query}`,
      headers: { ...session.headers, ...(range ? { range } : {}) },
    });
  const remaining = async (session: TestSession, app = t.app) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/user/track/${sale.singleTrackId}/can-download`,
        headers: session.headers,
      })
    ).json().remainingDownloads;

  it('streams an MP3 listening copy that is not the master, and keeps the master out of /uploads', async () => {
    const release = await t.app.inject({ method: 'GET', url: `/api/releases/${sale.singleReleaseId}` });
    const streamUrl: string = release.json().tracks[0].audioFileUrl;
    expect(streamUrl).toMatch(/\/uploads\/audio\/sale\/single\.mp3$/);
    const stream = await t.app.inject({ method: 'GET', url: new URL(streamUrl).pathname });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('audio/mpeg');
    expect(stream.rawPayload[0]).toBe(0xff);
    expect(stream.rawPayload.equals(sale.singleAudio)).toBe(false);
    for (const guess of ['/uploads/audio/sale/single.wav', '/uploads/../masters/audio/sale/single.wav']) {
      expect((await t.app.inject({ method: 'GET', url: guess })).statusCode).toBe(404);
    }
  });

  it('refuses the master to a user without a right (403) and a format outside the list (400)', async () => {
    const visitor = await signUp(t.app, 'sansdroit');
    expect((await download(visitor)).statusCode).toBe(403);
    expect((await download(visitor, '?format=mp3-320')).statusCode).toBe(403);
    expect((await download(visitor, '?format=ogg')).statusCode).toBe(400);
  });

  it('answers a range outside the file with 416 only to a user with a right, and holds no right for it', async () => {
    const outside = `bytes=${sale.singleAudio.length + 10}-`;
    const visitor = await signUp(t.app, 'sondeur');
    const probed = await download(visitor, '', outside);
    expect(probed.statusCode).toBe(403);
    expect(probed.headers['content-range']).toBeUndefined();
    const buyer = await signUp(t.app, 'horsplage');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const refused = await download(buyer, '', outside);
    expect(refused.statusCode).toBe(416);
    expect(refused.headers['content-range']).toBe(`bytes */${sale.singleAudio.length}`);
    // The right is still free for another format.
    expect((await download(buyer, '?format=mp3-320')).statusCode).toBe(200);
    expect(await remaining(buyer)).toBe(0);
  });

  it('sends the master as uploaded, or an MP3 320 made from it', async () => {
    const buyer = await signUp(t.app, 'formats');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const master = await download(buyer, '?format=master');
    expect(master.statusCode).toBe(200);
    expect(master.rawPayload.equals(sale.singleAudio)).toBe(true);
    const mp3 = await download(buyer, '?format=mp3-320');
    expect(mp3.statusCode).toBe(200);
    expect(mp3.headers['content-type']).toBe('audio/mpeg');
    expect(mp3.headers['content-disposition']).toContain('filename="_t____dakar.mp3"');
    // MPEG-1 Layer III frame header, bit-rate index 14 = 320 kbps.
    expect(mp3.rawPayload[0]).toBe(0xff);
    expect(mp3.rawPayload[1] & 0xfe).toBe(0xfa);
    expect(mp3.rawPayload[2] >> 4).toBe(14);
    expect(await remaining(buyer)).toBe(0);
  });

  it('resumes an interrupted download by ranges without spending a second right; the right is spent once every byte was sent', async () => {
    const buyer = await signUp(t.app, 'reprise');
    await buyTrack(t.app, buyer, sale.singleTrackId);
    const size = sale.singleAudio.length;
    const first = await download(buyer, '', 'bytes=0-9999');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9999/${size}`);
    expect(await remaining(buyer)).toBe(1);
    const again = await download(buyer, '', 'bytes=0-9999');
    expect(again.statusCode).toBe(206);
    const rest = await download(buyer, '', `bytes=10000-`);
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(sale.singleAudio)).toBe(true);
    expect(await remaining(buyer)).toBe(0);
    expect((await download(buyer, '', 'bytes=0-9')).statusCode).toBe(403);
    const downloads = await t.db.selectFrom('downloads').select('id').where('user_id', '=', buyer.userId).execute();
    expect(downloads).toHaveLength(1);
  });

  it('shares the download lock between two API processes on one database', async () => {
    const otherDb = openDatabase(t.config.database);
    const other = buildServer(t.config, { db: otherDb, logger: false });
    await other.ready();
    try {
      const buyer = await signUp(t.app, 'deuxserveurs');
      await buyTrack(t.app, buyer, sale.singleTrackId);
      const begun = await download(buyer, '?format=master', 'bytes=0-99');
      expect(begun.statusCode).toBe(206);
      // The one right is held by the master under way: the other process refuses another format.
      const elsewhere = await download(buyer, '?format=mp3-320', undefined, other);
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().message).toBe('Un téléchargement de ce morceau est déjà en cours.');
      // …and resumes the same download once the first process has recorded its range and let the
      // transfer go (a moment after its last byte left), which spends the right once.
      const resumed = await eventually(
        () => download(buyer, '?format=master', 'bytes=100-', other),
        (answer) => answer.statusCode !== 409,
      );
      expect(resumed.statusCode).toBe(206);
      // Read where it was sent: a process answers after its own deliveries are recorded.
      expect(await remaining(buyer, other)).toBe(0);
      expect((await download(buyer, '?format=master')).statusCode).toBe(403);
    } finally {
      await other.close();
      await otherDb.destroy();
    }
  });
});
