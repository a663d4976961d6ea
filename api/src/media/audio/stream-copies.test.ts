import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app';
import { trackSoldBeforeMastersMoved, wavBytes } from '../../modules/purchases/testing';
import { putBytes, readBytes } from '../storage/stored-files';
import { eachStorage } from '../storage/testing/storages-under-test';
import { AudioMasters } from './masters';
import { backfillStreamCopies, makeListeningCopy, StreamCopyCache } from './stream-copies';
import { UndecodableAudio } from './pcm';
import { mp3OfMaster, STREAM_KBPS } from './renditions';

const STORAGES = eachStorage();

/** A track sold before masters were kept apart: its WAV master in the public storage, as the listening file. */
async function trackStoredPublicly(t: TestApp, stored: string, bytes: Buffer): Promise<number> {
  await putBytes(t.app.storage.public, stored, bytes);
  return trackSoldBeforeMastersMoved(t, stored, 'public');
}

describe.each(STORAGES)('listening copies on %s', (_name, environment, { onThisDisk }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
  });
  afterAll(async () => t?.close());

  it('makes the MP3 128 of a private master into the public storage', async () => {
    await putBytes(t.app.storage.private, 'audio/copies/a.flac', Buffer.from('no sound at all'));
    await expect(makeListeningCopy(t.app.storage, 'audio/copies/a.mp3', 'audio/copies/a.flac')).rejects.toThrow(
      UndecodableAudio,
    );
    expect(await t.app.storage.public.head('audio/copies/a.mp3')).toBeNull();

    const master = wavBytes(16 * 1024, 2);
    await putBytes(t.app.storage.private, 'audio/copies/b.wav', master);
    await makeListeningCopy(t.app.storage, 'audio/copies/b.mp3', 'audio/copies/b.wav');
    const copy = await readBytes(t.app.storage.public, 'audio/copies/b.mp3');
    expect(copy!.equals(await mp3OfMaster(master, 'b.wav', STREAM_KBPS))).toBe(true);
    expect(existsSync(path.join(t.config.uploadsDir, 'audio/copies/b.mp3'))).toBe(onThisDisk);
  });

  it('encodes a demo master once per machine, then puts the copy kept on this machine', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'kora-demo-copies-'));
    try {
      const cache = new StreamCopyCache(cacheDir);
      const master = wavBytes(8 * 1024, 6);
      for (const name of ['un', 'deux']) {
        await putBytes(t.app.storage.private, `audio/demo/${name}.wav`, master);
        await makeListeningCopy(t.app.storage, `audio/demo/${name}.mp3`, `audio/demo/${name}.wav`, cache);
      }
      const kept = readdirSync(cacheDir);
      expect(kept).toHaveLength(1);
      const copy = readFileSync(path.join(cacheDir, kept[0]));
      expect((await readBytes(t.app.storage.public, 'audio/demo/un.mp3'))!.equals(copy)).toBe(true);
      expect((await readBytes(t.app.storage.public, 'audio/demo/deux.mp3'))!.equals(copy)).toBe(true);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('moves a master left in the public storage to the private one, once, behind its listening copy', async () => {
    const master = wavBytes(8 * 1024, 9);
    const trackId = await trackStoredPublicly(t, 'audio/anciens/coupure.wav', master);
    expect(await backfillStreamCopies(t.db, t.app.storage)).toEqual({ moved: 1, made: 0 });
    expect((await readBytes(t.app.storage.private, 'audio/anciens/coupure.wav'))!.equals(master)).toBe(true);
    expect(await t.app.storage.public.head('audio/anciens/coupure.wav')).toBeNull();
    expect((await readBytes(t.app.storage.public, 'audio/anciens/coupure.mp3'))![0]).toBe(0xff);
    const track = await t.db.selectFrom('tracks').select('audio_file').where('id', '=', trackId).executeTakeFirst();
    expect(track?.audio_file).toBe('audio/anciens/coupure.mp3');
    expect(await new AudioMasters(t.db).masterOf('audio/anciens/coupure.mp3')).toBe('audio/anciens/coupure.wav');

    // As if the process had stopped before removing the public file.
    await putBytes(t.app.storage.public, 'audio/anciens/coupure.wav', master);
    expect(await backfillStreamCopies(t.db, t.app.storage)).toEqual({ moved: 0, made: 0 });
    expect(await t.app.storage.public.head('audio/anciens/coupure.wav')).toBeNull();
  });

  it('gives a registered master lacking its listening copy one, and reports a master it cannot read', async () => {
    await putBytes(t.app.storage.private, 'audio/seme/piste.wav', wavBytes(8 * 1024, 3));
    await new AudioMasters(t.db).register('audio/seme/piste.mp3', 'audio/seme/piste.wav');
    await new AudioMasters(t.db).register('audio/seme/absente.mp3', 'audio/seme/absente.wav');
    const failures: string[] = [];
    const made = await backfillStreamCopies(t.db, t.app.storage, { onFailure: (stored) => failures.push(stored) });
    expect(made).toEqual({ moved: 0, made: 1 });
    expect(failures).toEqual(['audio/seme/absente.wav']);
    expect(await t.app.storage.public.head('audio/seme/piste.mp3')).not.toBeNull();
  });
});
