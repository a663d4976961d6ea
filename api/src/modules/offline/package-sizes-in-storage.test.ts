import type { OfflinePackage } from '@kora/shared/contracts';
import { eachStorage } from '../../media/storage/testing/storages-under-test';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LISTENING_COPY_BYTES_PER_SECOND } from './listening-copy-size';
import { createOfflineCatalogue, episodeWithAudio, offlineListener, type OfflineCatalogue } from './testing';

const STORAGES = eachStorage();

describe.each(STORAGES)('offline package sizes on %s', (_name, environment) => {
  let t: TestApp;
  let sale: OfflineCatalogue;
  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
    sale = await createOfflineCatalogue(t);
  });
  afterAll(async () => t?.close());

  const storedSize = async (trackId: number) => {
    const { audio_file } = await t.db
      .selectFrom('tracks')
      .select('audio_file')
      .where('id', '=', trackId)
      .executeTakeFirstOrThrow();
    return (await t.app.storage.public.head(audio_file!))?.size;
  };
  const packageOf = async (kind: 'release' | 'episode', id: number) => {
    const response = await (await offlineListener(t, 'premium')).package(kind, id);
    expect(response.statusCode).toBe(200);
    return response.json<OfflinePackage>();
  };

  it('counts each listening copy at its stored size, and one not stored at 128 kbps', async () => {
    const album = await packageOf('release', sale.albumId);
    const sizes = await Promise.all(sale.albumTrackIds.map(storedSize));
    expect(sizes.every((size) => size !== undefined && size > 0)).toBe(true);
    expect(album.files.map((file) => file.bytes)).toEqual(sizes);
    expect(album.bytes).toBe(sizes.reduce((sum, size) => sum! + size!, 0));

    const single = await packageOf('release', sale.singleReleaseId);
    expect(single.files.map((file) => file.bytes)).toEqual([
      await storedSize(sale.singleTrackId),
      180 * LISTENING_COPY_BYTES_PER_SECOND,
    ]);
  });

  it('counts an episode at its stored audio file’s size', async () => {
    const episode = await episodeWithAudio(t, 'Les voix de Montreuil', 12_345);
    const pkg = await packageOf('episode', episode);
    expect(pkg.files.map((file) => file.bytes)).toEqual([12_345]);
    expect(pkg.bytes).toBe(12_345);
  });
});
