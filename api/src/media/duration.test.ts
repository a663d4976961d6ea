import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDurationSeconds } from './duration';
import { composeTune } from './generate/music';
import { encodeWav } from './generate/wav';

describe('readDurationSeconds', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'kora-duration-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, content: Buffer) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it('reads the length of a WAV file in whole seconds', async () => {
    const { samples, sampleRate } = composeTune({ seed: 7, seconds: 7 });
    expect(await readDurationSeconds(write('seven.wav', encodeWav(samples, sampleRate)))).toBe(7);
    const short = encodeWav(new Float32Array(Math.round(22050 * 2.6)), 22050);
    expect(await readDurationSeconds(write('short.wav', short))).toBe(3);
  });

  it('answers null for a file that is not media, or no file at all', async () => {
    expect(await readDurationSeconds(write('page.wav', Buffer.from('<html><body>hello</body></html>')))).toBeNull();
    expect(await readDurationSeconds(path.join(dir, 'missing.mp3'))).toBeNull();
  });
});
