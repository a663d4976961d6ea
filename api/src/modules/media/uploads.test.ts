import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { encodeWav } from '../../media/generate/wav';
import { formOf } from '../../test/multipart';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';

const png = renderArtwork({ seed: 1, width: 16, height: 16 });
const wav = (() => {
  const { samples, sampleRate } = composeTune({ seed: 1, seconds: 1 });
  return encodeWav(samples, sampleRate);
})();
const mp4Head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
const isoFile = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x1c]),
    Buffer.from(`ftyp${brand}`),
    Buffer.alloc(4),
    Buffer.from('isomiso2mp41'),
    Buffer.alloc(64),
  ]);
const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

describe('uploads', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUp(t.app, 'uploader');
  });
  afterAll(async () => t.close());

  const upload = (
    kind: string,
    name: string,
    type: string,
    content: Buffer,
    headers: Record<string, string> = session.headers,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/upload/${kind}`,
      ...formOf([{ name: 'file', fileName: name, type, content }], headers),
    });

  it('stores an image under a generated name and serves it back with its type', async () => {
    const response = await upload('image', 'photo de profil.png', 'image/png', png);
    expect(response.statusCode).toBe(201);
    const { url, path: stored } = response.json();
    expect(url).toMatch(/^http:\/\/api\.test\/uploads\/images\/[0-9a-f-]{36}\.png$/);
    expect(readFileSync(path.join(t.config.uploadsDir, stored))).toEqual(png);

    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload).toEqual(png);
  });

  it('keeps an uploaded track master out of /uploads and serves its MP3 listening copy with byte ranges', async () => {
    const response = await upload('audio', 'maquette.wav', 'audio/wav', wav);
    expect(response.statusCode).toBe(201);
    const pathname = new URL(response.json().url).pathname;
    expect(pathname).toMatch(/^\/uploads\/audio\/.+\.mp3$/);
    const copy = await t.app.inject({ method: 'GET', url: pathname });
    expect(copy.headers['content-type']).toBe('audio/mpeg');
    expect(copy.rawPayload.equals(wav)).toBe(false);
    const ranged = await t.app.inject({ method: 'GET', url: pathname, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${copy.rawPayload.length}`);
    expect(ranged.rawPayload).toEqual(copy.rawPayload.subarray(100, 200));
    const master = pathname.replace(/\.mp3$/, '.wav');
    expect((await t.app.inject({ method: 'GET', url: master })).statusCode).toBe(404);
  });

  it('refuses a PNG signature that is not a picture, and a WAV header without sound (422)', async () => {
    const fakePng = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const picture = await upload('image', 'faux.png', 'image/png', fakePng);
    expect(picture.statusCode).toBe(422);
    expect(picture.json().message).toBe(
      'Ce fichier n’est pas une image lisible : son contenu ne correspond pas à son type.',
    );
    const silence = await upload('audio', 'faux.wav', 'audio/wav', Buffer.from('RIFF\x04\x00\x00\x00WAVEjunkjunkjunk'));
    expect(silence.statusCode).toBe(422);
    expect(silence.json().message).toBe(
      'Ce fichier n’est pas un son lisible : son contenu ne correspond pas à son type.',
    );
    const rows = await t.db.selectFrom('uploads').select('original_name').execute();
    expect(rows.map((row) => row.original_name)).not.toContain('faux.png');
  });

  it('accepts a video by its MP4 signature', async () => {
    const response = await upload('video', 'clip.mp4', 'video/mp4', mp4Head);
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/\/uploads\/videos\/.+\.mp4$/);
  });

  it('takes podcast episode audio as M4A (audio or generic brand), MP3 or WAV, stored with the audio', async () => {
    const m4a = await upload('episode', 'episode 1.m4a', 'audio/x-m4a', isoFile('M4A '));
    expect(m4a.statusCode).toBe(201);
    expect(m4a.json()).toMatchObject({
      mimeType: 'audio/x-m4a',
      url: expect.stringMatching(/\/uploads\/audio\/.+\.m4a$/),
    });
    const generic = await upload('episode', 'episode 2.m4a', 'audio/mp4', isoFile('isom'));
    expect(generic.statusCode).toBe(201);
    expect(generic.json().path).toMatch(/^audio\/.+\.m4a$/);
    const audiobook = await upload('episode', 'chapitre.m4b', 'audio/m4a', isoFile('M4B '));
    expect(audiobook.statusCode).toBe(201);
    expect((await upload('episode', 'maquette.wav', 'audio/wav', wav)).statusCode).toBe(201);
    const row = await t.db.selectFrom('uploads').select('kind').where('path', '=', m4a.json().path).executeTakeFirst();
    expect(row?.kind).toBe('episode');
  });

  it('keeps M4A out of tracks and a video brand out of episodes', async () => {
    const m4aAsTrack = await upload('audio', 'single.m4a', 'audio/mp4', isoFile('M4A '));
    expect(m4aAsTrack.statusCode).toBe(415);
    expect(m4aAsTrack.json().message).toBe('Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3');
    const videoAsEpisode = await upload('episode', 'clip.m4a', 'audio/mp4', isoFile('avc1'));
    expect(videoAsEpisode.statusCode).toBe(415);
    expect(videoAsEpisode.json().message).toBe('Type de fichier non autorisé. Types acceptés: mp3, wav, m4a');
    const audioAsVideo = await upload('video', 'son.mp4', 'video/mp4', isoFile('M4A '));
    expect(audioAsVideo.statusCode).toBe(415);
  });

  it('refuses an episode over 100 MB with 413', async () => {
    const big = Buffer.concat([wav, Buffer.alloc(100 * 1024 * 1024)]);
    const response = await upload('episode', 'long.wav', 'audio/wav', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Fichier trop volumineux. Taille maximale: 100MB');
  });

  it('refuses a renamed HTML page sent as audio (415)', async () => {
    const response = await upload('audio', 'chanson.mp3', 'audio/mpeg', html);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3');
    const rows = await t.db.selectFrom('uploads').select('original_name').execute();
    expect(rows.map((row) => row.original_name)).not.toContain('chanson.mp3');
  });

  it('refuses a declared type outside the list with 415 and the accepted types', async () => {
    const response = await upload('image', 'anim.gif', 'image/gif', Buffer.from('GIF89a0000000000000'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Type de fichier non autorisé. Types acceptés: jpeg, png, jpg',
      error: 'Unsupported Media Type',
    });
  });

  it('refuses a file whose bytes are not what its type claims (415), and keeps nothing', async () => {
    const response = await upload(
      'image',
      'script.png',
      'image/png',
      Buffer.from('<?php echo "hello"; ?> and more bytes'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^Type de fichier non autorisé/);
    const wavAsMp3 = await upload('audio', 'song.mp3', 'audio/mpeg', wav);
    expect(wavAsMp3.statusCode).toBe(415);
    const rows = await t.db.selectFrom('uploads').select('path').execute();
    expect(rows.some((row) => row.path.endsWith('.php'))).toBe(false);
  });

  it('refuses an image over 5 MB with 413 and the size message', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('image', 'huge.png', 'image/png', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'Fichier trop volumineux. Taille maximale: 5MB',
      error: 'Payload Too Large',
    });
  });

  it('requires a signed-in user and the "file" field', async () => {
    expect((await upload('image', 'a.png', 'image/png', png, {})).statusCode).toBe(401);
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      ...formOf([{ name: 'image', fileName: 'a.png', type: 'image/png', content: png }], session.headers),
    });
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: session.headers,
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });
});
