import { Readable } from 'node:stream';
import { eachStorage } from '../../media/storage/testing/storages-under-test';
import { putBytes } from '../../media/storage/stored-files';
import { createTestApp, type TestApp } from '../../test/test-app';

/** /uploads answers the public storage's files the same whichever storage holds them. */
describe.each(eachStorage())('/uploads on %s', (_name, environment) => {
  let t: TestApp;
  const clip = Buffer.from(Array.from({ length: 10_000 }, (_, i) => i % 251));

  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
    await putBytes(t.app.storage.public, 'videos/clip.mp4', clip);
    await putBytes(t.app.storage.private, 'audio/master.wav', Buffer.from('RIFF master'));
  }, 60_000);
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a file whole with its type, length and a day of caching', async () => {
    const answer = await get('/uploads/videos/clip.mp4');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('video/mp4');
    expect(answer.headers['content-length']).toBe('10000');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    expect(answer.rawPayload.equals(clip)).toBe(true);
  });

  it('sends the byte ranges a player asks for when seeking, and 416 past the end', async () => {
    const middle = await get('/uploads/videos/clip.mp4', { range: 'bytes=1000-1999' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 1000-1999/10000');
    expect(middle.rawPayload.equals(clip.subarray(1000, 2000))).toBe(true);
    const tail = await get('/uploads/videos/clip.mp4', { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(clip.subarray(9900))).toBe(true);
    const open = await get('/uploads/videos/clip.mp4', { range: 'bytes=9000-' });
    expect(open.headers['content-range']).toBe('bytes 9000-9999/10000');
    const past = await get('/uploads/videos/clip.mp4', { range: 'bytes=20000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10000');
  });

  it('answers HEAD with the length and no body, and 304 to a copy that is current', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/videos/clip.mp4' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('10000');
    expect(head.body).toBe('');
    const { etag } = (await get('/uploads/videos/clip.mp4')).headers;
    expect(etag).toEqual(expect.any(String));
    const again = await get('/uploads/videos/clip.mp4', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing file, a private one, hidden names and paths leaving the area', async () => {
    for (const url of [
      '/uploads/videos/absent.mp4',
      '/uploads/audio/master.wav',
      '/uploads/videos/.clip.mp4',
      '/uploads/videos/../../masters/audio/master.wav',
      '/uploads/%2e%2e/masters/audio/master.wav',
    ]) {
      const answer = await get(url);
      expect([url, answer.statusCode]).toEqual([url, 404]);
    }
  });

  it('serves a file put after the answer was first asked for', async () => {
    expect((await get('/uploads/videos/later.mp4')).statusCode).toBe(404);
    await t.app.storage.public.put('videos/later.mp4', Readable.from([clip]), { contentType: 'video/mp4' });
    expect((await get('/uploads/videos/later.mp4')).statusCode).toBe(200);
  });
});
