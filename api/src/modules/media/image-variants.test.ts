import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariantPath } from '@kora/shared/contracts';
import sharp from 'sharp';
import { renderArtwork } from '../../media/generate/artwork';
import { composeTune } from '../../media/generate/music';
import { encodeWav } from '../../media/generate/wav';
import { backfillImageVariants } from '../../media/images/backfill';
import { formOf } from '../../test/multipart';
import { createTestApp, signUp, type TestApp, type TestSession } from '../../test/test-app';
import { buildServer } from '../../server';

const FORMATS = [
  { format: 'avif', decoded: { format: 'heif', compression: 'av1' }, type: 'image/avif' },
  { format: 'webp', decoded: { format: 'webp' }, type: 'image/webp' },
] as const;

/** A landscape photo as a phone takes it: stored 400×200, with EXIF saying to show it turned upright. */
const phonePhoto = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

const waitFor = async (done: () => boolean, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('still waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('smaller copies of pictures', () => {
  let t: TestApp;
  let session: TestSession;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUp(t.app, 'illustratrice');
  });
  afterAll(async () => t.close());

  const upload = async (kind: string, fileName: string, type: string, content: Buffer) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${kind}`,
      ...formOf([{ name: 'file', fileName, type, content }], session.headers),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ url: string; path: string }>();
  };
  const onDisk = (stored: string) => path.join(t.config.uploadsDir, stored);

  it('gives an uploaded PNG an AVIF and a WebP copy of every width, never wider than the original, served with their types', async () => {
    const png = renderArtwork({ seed: 4, width: 700, height: 350 });
    const { url, path: stored } = await upload('image', 'affiche.png', 'image/png', png);

    for (const { format, decoded, type } of FORMATS) {
      for (const width of IMAGE_WIDTHS) {
        const copy = imageVariantPath(stored, width, format);
        const metadata = await sharp(onDisk(copy)).metadata();
        const expectedWidth = Math.min(width, 700);
        expect({ copy, ...metadata }).toMatchObject({
          copy,
          ...decoded,
          width: expectedWidth,
          height: Math.round(expectedWidth / 2),
        });

        const served = await t.app.inject({
          method: 'GET',
          url: imageVariantPath(new URL(url).pathname, width, format),
        });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
      }
    }
  });

  it('gives an uploaded JPEG upright copies (its EXIF orientation applied), none past its own width', async () => {
    const { path: stored } = await upload('image', 'photo.jpg', 'image/jpeg', await phonePhoto());
    for (const { format } of FORMATS) {
      const sizes = await Promise.all(
        IMAGE_WIDTHS.map(async (width) => {
          const { width: w, height: h } = await sharp(onDisk(imageVariantPath(stored, width, format))).metadata();
          return [w, h];
        }),
      );
      expect(sizes).toEqual(IMAGE_WIDTHS.map((width) => (width < 200 ? [width, width * 2] : [200, 400])));
    }
  });

  it('makes no copies of a file that is not a picture', async () => {
    const { samples, sampleRate } = composeTune({ seed: 5, seconds: 1 });
    const { path: stored } = await upload('audio', 'maquette.wav', 'audio/wav', encodeWav(samples, sampleRate));
    const folder = path.dirname(onDisk(stored));
    const name = path.basename(stored, '.wav');
    expect(readdirSync(folder).filter((file) => file.startsWith(name))).toEqual([path.basename(stored)]);
  });

  it('gives pictures stored before copies existed theirs once the server starts, and leaves them alone after', async () => {
    const before = ['images/covers/ancienne.png', 'partners/logo.png', 'articles/2019/une.png'];
    for (const [index, stored] of before.entries()) {
      mkdirSync(path.dirname(onDisk(stored)), { recursive: true });
      writeFileSync(onDisk(stored), renderArtwork({ seed: 30 + index, width: 200, height: 100 }));
    }
    writeFileSync(onDisk('images/covers/illisible.png'), Buffer.from('\x89PNG\r\n\x1a\n but nothing after'));
    const copiesOf = (stored: string) =>
      FORMATS.flatMap(({ format }) => IMAGE_WIDTHS.map((width) => onDisk(imageVariantPath(stored, width, format))));

    const restarted = buildServer(t.config, { db: t.db, logger: false });
    await restarted.ready();
    try {
      await waitFor(() => before.every((stored) => copiesOf(stored).every((copy) => existsSync(copy))));
    } finally {
      await restarted.close();
    }
    const { width } = await sharp(copiesOf('partners/logo.png')[0]).metadata();
    expect(width).toBe(160);
    expect(copiesOf('images/covers/illisible.png').some((copy) => existsSync(copy))).toBe(false);

    const failures: string[] = [];
    expect(await backfillImageVariants(t.app.storage.public, { onFailure: (stored) => failures.push(stored) })).toBe(0);
    expect(failures).toEqual(['images/covers/illisible.png']);
  });
});
