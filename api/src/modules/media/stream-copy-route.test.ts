import { existsSync } from 'node:fs';
import path from 'node:path';
import { AudioMasters } from '../../media/audio/masters';
import { putBytes } from '../../media/storage/stored-files';
import { eachStorage } from '../../media/storage/testing/storages-under-test';
import { createTestApp, type TestApp } from '../../test/test-app';
import { wavBytes } from '../purchases/testing';

const STORAGES = eachStorage();

describe.each(STORAGES)('a listening copy missing from %s', (_name, environment, { onThisDisk }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
  });
  afterAll(async () => t?.close());

  it('is made from its master on the first GET /uploads/audio/…, then served with a range', async () => {
    const master = 'audio/nouveau/premier.wav';
    const stream = 'audio/nouveau/premier.mp3';
    await putBytes(t.app.storage.private, master, wavBytes(32 * 1024, 4));
    await new AudioMasters(t.db).register(stream, master);
    expect(await t.app.storage.public.head(stream)).toBeNull();

    const part = await t.app.inject({ method: 'GET', url: `/uploads/${stream}`, headers: { range: 'bytes=0-99' } });
    const made = await t.app.storage.public.head(stream);
    expect(made).not.toBeNull();
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('audio/mpeg');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${made!.size}`);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.rawPayload[0]).toBe(0xff);
    const whole = await t.app.inject({ method: 'GET', url: `/uploads/${stream}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.subarray(0, 100).equals(part.rawPayload)).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, stream))).toBe(onThisDisk);
    // The master itself never leaves by /uploads.
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${master}` })).statusCode).toBe(404);
  });

  it('stays 404 when the track has no master, or its master is not stored', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/audio/nouveau/inconnu.mp3' })).statusCode).toBe(404);
    await new AudioMasters(t.db).register('audio/nouveau/perdu.mp3', 'audio/nouveau/perdu.wav');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/audio/nouveau/perdu.mp3' })).statusCode).toBe(404);
  });
});
