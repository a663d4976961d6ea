import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { encodeWav } from '../../media/generate/wav';
import { formOf } from '../../test/multipart';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { resolveMediaReference } from './media-reference';

const png = renderArtwork({ seed: 2, width: 16, height: 16 });
const threeSeconds = (() => {
  const { samples, sampleRate } = composeTune({ seed: 3, seconds: 3 });
  return encodeWav(samples, sampleRate);
})();
const dataUrl = (type: string, content: Buffer) => `data:${type};base64,${content.toString('base64')}`;

describe('resolveMediaReference', () => {
  let t: TestApp;
  let owner: TestSession;
  let stranger: TestSession;
  let audio: { url: string; path: string };
  let image: { url: string; path: string };

  const upload = async (session: TestSession, kind: string, name: string, type: string, content: Buffer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${kind}`,
      ...formOf([{ name: 'file', fileName: name, type, content }], session.headers),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<{ url: string; path: string }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t.app, 'lina');
    stranger = await signUp(t.app, 'autre');
    audio = await upload(owner, 'audio', 'demo.wav', 'audio/wav', threeSeconds);
    image = await upload(owner, 'image', 'pochette.png', 'image/png', png);
  });
  afterAll(async () => t.close());

  it("resolves the caller's own upload by its url, /uploads path or path, with its real duration", async () => {
    for (const reference of [audio.url, `/uploads/${audio.path}`, audio.path]) {
      const resolved = await resolveMediaReference(t.app, reference, ['audio'], owner.userId, 'audioFileUrl');
      expect(resolved).toEqual({
        path: audio.path,
        url: audio.url,
        mimeType: 'audio/wav',
        size: threeSeconds.length,
        durationSeconds: 3,
      });
    }
    const cover = await resolveMediaReference(t.app, image.url, ['image'], owner.userId, 'coverImageUrl');
    expect(cover).toMatchObject({ path: image.path, mimeType: 'image/png', durationSeconds: null });
  });

  it('accepts an audio upload where episode audio is asked, when the caller allows both kinds', async () => {
    const resolved = await resolveMediaReference(t.app, audio.url, ['episode', 'audio'], owner.userId, 'audioFile');
    expect(resolved.durationSeconds).toBe(3);
  });

  it("refuses someone else's upload, an unknown one and one of the wrong kind with 400 on the field", async () => {
    const cases: Array<[string, readonly ('audio' | 'image')[], number]> = [
      [audio.url, ['audio'], stranger.userId],
      ['http://api.test/uploads/audio/nothing-here.wav', ['audio'], owner.userId],
      ['https://elsewhere.example/song.mp3', ['audio'], owner.userId],
      [image.url, ['audio'], owner.userId],
    ];
    for (const [reference, kinds, userId] of cases) {
      await expect(resolveMediaReference(t.app, reference, kinds, userId, 'audioFileUrl')).rejects.toMatchObject({
        statusCode: 400,
        violations: [{ propertyPath: 'audioFileUrl', message: expect.any(String) }],
      });
    }
  });

  it('stores a data URL through the upload checks, as an upload of the caller', async () => {
    const resolved = await resolveMediaReference(
      t.app,
      dataUrl('audio/wav', threeSeconds),
      ['audio'],
      stranger.userId,
      'audioFileUrl',
    );
    expect(resolved).toMatchObject({ mimeType: 'audio/wav', size: threeSeconds.length, durationSeconds: 3 });
    // Stored as any track upload: the master kept apart, its MP3 listening copy under /uploads.
    expect(resolved.path).toMatch(/^audio\/[0-9a-f-]{36}\.mp3$/);
    expect(resolved.url).toBe(`http://api.test/uploads/${resolved.path}`);
    expect(readFileSync(path.join(t.config.uploadsDir, resolved.path))[0]).toBe(0xff);
    const master = resolved.path.replace(/\.mp3$/, '.wav');
    expect(readFileSync(path.join(t.config.mastersDir, master))).toEqual(threeSeconds);
    expect(existsSync(path.join(t.config.uploadsDir, master))).toBe(false);
    const row = await t.db.selectFrom('uploads').selectAll().where('path', '=', resolved.path).executeTakeFirst();
    expect(row).toMatchObject({ user_id: stranger.userId, kind: 'audio' });
    // Stored, it is now the caller's upload like any other.
    const again = await resolveMediaReference(t.app, resolved.url, ['audio'], stranger.userId, 'audioFileUrl');
    expect(again.path).toBe(resolved.path);
  });

  it('refuses a renamed HTML page sent as an audio data URL (415) and keeps nothing', async () => {
    const before = await t.db.selectFrom('uploads').select('path').execute();
    const page = Buffer.from('<!DOCTYPE html><html><body>pas un son</body></html>');
    await expect(
      resolveMediaReference(t.app, dataUrl('audio/mpeg', page), ['audio'], owner.userId, 'audioFileUrl'),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: 'Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3',
    });
    await expect(
      resolveMediaReference(t.app, dataUrl('text/html', page), ['image'], owner.userId, 'coverImageUrl'),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: 'Type de fichier non autorisé. Types acceptés: jpeg, png, jpg',
    });
    const after = await t.db.selectFrom('uploads').select('path').execute();
    expect(after).toHaveLength(before.length);
  });

  it('refuses a data URL over 6 MB with 413, and a malformed one with 400', async () => {
    const big = Buffer.concat([threeSeconds, Buffer.alloc(6 * 1024 * 1024)]);
    await expect(
      resolveMediaReference(t.app, dataUrl('audio/wav', big), ['audio'], owner.userId, 'audioFileUrl'),
    ).rejects.toMatchObject({ statusCode: 413, message: 'Fichier trop volumineux. Taille maximale: 6MB' });
    await expect(
      resolveMediaReference(t.app, 'data:audio/wav;base64', ['audio'], owner.userId, 'audioFileUrl'),
    ).rejects.toMatchObject({ statusCode: 400, violations: [{ propertyPath: 'audioFileUrl' }] });
  });

  it("applies the kind's own size limit to a data URL (an image over 5 MB is 413)", async () => {
    const before = await t.db.selectFrom('uploads').select('path').execute();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    await expect(
      resolveMediaReference(t.app, dataUrl('image/png', big), ['image'], owner.userId, 'coverImageUrl'),
    ).rejects.toMatchObject({ statusCode: 413, message: 'Fichier trop volumineux. Taille maximale: 5MB' });
    const after = await t.db.selectFrom('uploads').select('path').execute();
    expect(after).toHaveLength(before.length);
  });
});
