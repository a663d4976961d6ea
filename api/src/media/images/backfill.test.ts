import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageVariantPath } from '@kora/shared/contracts';
import sharp from 'sharp';
import { renderArtwork } from '../generate/artwork';
import { createMediaStorage } from '../storage/create-media-storage';
import type { MediaStorage } from '../storage/media-storage';
import { storageSettingsFrom } from '../storage/storage-settings';
import { putBytes, readBytes } from '../storage/stored-files';
import { s3Environment, startS3TestServer, type S3TestServer } from '../storage/testing/s3-test-server';
import { backfillImageVariants } from './backfill';
import { ImageVariantCache } from './variant-cache';
import { hasAllImageVariants, imageVariantKeys } from './variants';

let s3: S3TestServer;
const folders: string[] = [];
const folder = () => {
  const made = mkdtempSync(path.join(tmpdir(), 'kora-pictures-'));
  folders.push(made);
  return made;
};
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.stop();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

const STORAGES: [string, () => Promise<Record<string, string>>][] = [
  ['the local disk', async () => ({})],
  ['S3', async () => s3Environment(await s3.newBucket())],
];

describe.each(STORAGES)('smaller copies of stored pictures on %s', (_name, environment) => {
  let pictures: MediaStorage;
  beforeEach(async () => {
    const installation = folder();
    pictures = createMediaStorage({
      storage: storageSettingsFrom(await environment()),
      uploadsDir: path.join(installation, 'uploads'),
      mastersDir: path.join(installation, 'masters'),
      publicUrl: 'http://api.test',
    }).public;
  });

  it('gives the pictures lacking copies theirs, one width never past the original, and leaves them alone after (the unreadable one is tried again)', async () => {
    await putBytes(pictures, 'images/covers/ancienne.png', renderArtwork({ seed: 40, width: 200, height: 100 }));
    await putBytes(pictures, 'articles/2019/une.png', renderArtwork({ seed: 41, width: 300, height: 100 }));
    await putBytes(pictures, 'images/covers/illisible.png', Buffer.from('\x89PNG\r\n\x1a\n but nothing after'));
    await putBytes(pictures, 'videos/affiche.png', renderArtwork({ seed: 42, width: 200, height: 100 }));

    const failures: string[] = [];
    expect(await backfillImageVariants(pictures, { onFailure: (stored) => failures.push(stored) })).toBe(2);
    expect(failures).toEqual(['images/covers/illisible.png']);
    expect(await hasAllImageVariants(pictures, 'images/covers/ancienne.png')).toBe(true);
    expect(await hasAllImageVariants(pictures, 'articles/2019/une.png')).toBe(true);
    const widest = await readBytes(pictures, imageVariantPath('images/covers/ancienne.png', 1280, 'webp'));
    expect((await sharp(widest!).metadata()).width).toBe(200);
    // Outside the picture folders: no copies.
    expect(await hasAllImageVariants(pictures, 'videos/affiche.png')).toBe(false);

    failures.length = 0;
    expect(await backfillImageVariants(pictures, { onFailure: (stored) => failures.push(stored) })).toBe(0);
    expect(failures).toEqual(['images/covers/illisible.png']);
  });

  it('makes the copies of a demo picture once per machine, then puts the kept ones', async () => {
    const cache = new ImageVariantCache(folder());
    const cover = renderArtwork({ seed: 43, width: 400, height: 400 });
    await putBytes(pictures, 'images/demo/covers/release-1.png', cover);
    expect(await backfillImageVariants(pictures, { demoCache: cache })).toBe(1);
    const made = await readBytes(pictures, imageVariantPath('images/demo/covers/release-1.png', 320, 'avif'));

    // The same picture seeded again: the copies come from the machine's cache, the same bytes.
    for (const copy of imageVariantKeys('images/demo/covers/release-1.png')) await pictures.delete(copy);
    const encoded = jest.spyOn(sharp.prototype, 'toBuffer');
    try {
      expect(await backfillImageVariants(pictures, { demoCache: cache })).toBe(1);
      expect(encoded).not.toHaveBeenCalled();
    } finally {
      encoded.mockRestore();
    }
    expect(await hasAllImageVariants(pictures, 'images/demo/covers/release-1.png')).toBe(true);
    expect(await readBytes(pictures, imageVariantPath('images/demo/covers/release-1.png', 320, 'avif'))).toEqual(made);
  });
});
