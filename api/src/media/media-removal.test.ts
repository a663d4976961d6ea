import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath } from '@kora/shared/contracts';
import { coverPng, mp4Head, signUpArtist, uploadAs, wavOf, type ArtistSession } from '../modules/creator/testing';
import {
  accountWithRoles,
  creatorCalls,
  dataUrl,
  pngOf,
  wavOf as shortWavOf,
} from '../modules/podcast-creator/testing';
import { buyTrack } from '../modules/purchases/testing';
import { createTestApp, signUp, type TestApp, type TestSession } from '../test/test-app';
import { AudioMasters } from './audio/masters';
import { mp3DownloadPathOf } from './audio/renditions';
import { removeUnusedMedia } from './media-removal';
import type { MediaStorages } from './storage/media-storage';
import { putBytes } from './storage/stored-files';
import { eachStorage } from './storage/testing/storages-under-test';

const STORAGES = eachStorage();

const copiesOf = (picture: string) =>
  IMAGE_FORMATS.flatMap(({ format }) => IMAGE_WIDTHS.map((width) => imageVariantPath(picture, width, format)));

describe.each(STORAGES)('media removed with the rows that used them, on %s', (_name, environment) => {
  let t: TestApp;
  let artist: ArtistSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp({ env: await environment() });
    artist = await signUpArtist(t, 'lina', 'Lina Duval');
    buyer = await signUp(t.app, 'acheteur');
  });
  afterAll(async () => t?.close());

  const served = async (stored: string) =>
    (await t.app.inject({ method: 'GET', url: `/uploads/${stored}` })).statusCode;
  const storedCopies = async (picture: string) =>
    (await Promise.all(copiesOf(picture).map((copy) => t.app.storage.public.head(copy)))).filter(Boolean).length;
  const remove = (url: string, session: TestSession) =>
    t.app.inject({ method: 'DELETE', url, headers: session.headers });

  async function createSingle(title: string, extra: object = {}) {
    const audio = await uploadAs(t, artist, 'audio', `${title}.wav`, 'audio/wav', wavOf(1, title.length));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/release-creator/create-single',
      headers: artist.headers,
      payload: { title, audioFileUrl: audio.url, ...extra },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    const release = response.json().release as { id: number; tracks: { id: number }[] };
    const { audio_file: stream } = await t.db
      .selectFrom('tracks')
      .select('audio_file')
      .where('id', '=', release.tracks[0].id)
      .executeTakeFirstOrThrow();
    const master = await new AudioMasters(t.db).masterOf(stream!);
    return { id: release.id, trackId: release.tracks[0].id, stream: stream!, master: master! };
  }

  it("removes an unsold release's cover and its copies, its listening copy, its master and the master's MP3 320", async () => {
    const cover = await uploadAs(t, artist, 'image', 'cover.png', 'image/png', coverPng);
    const single = await createSingle('Éphémère', { coverImageUrl: cover.url });
    const mp3 = mp3DownloadPathOf(single.master);
    await putBytes(t.app.storage.private, mp3, Buffer.from('made for a buyer'));
    expect(await served(cover.path)).toBe(200);
    expect(await storedCopies(cover.path)).toBe(copiesOf(cover.path).length);
    expect(await served(single.stream)).toBe(200);
    expect(await t.app.storage.private.head(single.master)).not.toBeNull();

    const deleted = await remove(`/api/release-creator/${single.id}`, artist);
    expect(deleted.json()).toEqual({ id: single.id, outcome: 'deleted' });
    expect(await served(cover.path)).toBe(404);
    expect(await storedCopies(cover.path)).toBe(0);
    expect(await served(single.stream)).toBe(404);
    expect(await t.app.storage.public.head(single.stream)).toBeNull();
    expect(await t.app.storage.private.head(single.master)).toBeNull();
    expect(await t.app.storage.private.head(mp3)).toBeNull();
    expect(await new AudioMasters(t.db).masterOf(single.stream)).toBeUndefined();
    // The upload allowance's history stays.
    const uploads = await t.db
      .selectFrom('uploads')
      .select('path')
      .where('path', 'in', [cover.path, single.stream])
      .execute();
    expect(uploads).toHaveLength(2);
  });

  it("removes a deleted video release's clip and thumbnail", async () => {
    const video = await uploadAs(t, artist, 'video', 'clip.mp4', 'video/mp4', mp4Head);
    const thumbnail = await uploadAs(t, artist, 'image', 'vignette.png', 'image/png', pngOf(21));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/release-creator/create-video',
      headers: artist.headers,
      payload: { title: 'Clip éphémère', videoFileUrl: video.url, thumbnailUrl: thumbnail.url, duration: 12 },
    });
    expect(created.statusCode).toBe(201);
    expect(await served(video.path)).toBe(200);

    const deleted = await remove(`/api/release-creator/${created.json().release.id}`, artist);
    expect(deleted.json().outcome).toBe('deleted');
    expect(await served(video.path)).toBe(404);
    expect(await served(thumbnail.path)).toBe(404);
    expect(await storedCopies(thumbnail.path)).toBe(0);
  });

  it('keeps every file of a sold release, which goes back to draft: its buyer still downloads the master', async () => {
    const cover = await uploadAs(t, artist, 'image', 'vendu.png', 'image/png', pngOf(22));
    const single = await createSingle('Vendu', { coverImageUrl: cover.url });
    await buyTrack(t.app, buyer, single.trackId);

    const unpublished = await remove(`/api/release-creator/${single.id}`, artist);
    expect(unpublished.json()).toEqual({ id: single.id, outcome: 'unpublished' });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/track/${single.trackId}/download`,
      headers: buyer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(await served(cover.path)).toBe(200);
    expect(await served(single.stream)).toBe(200);
    expect(await t.app.storage.private.head(single.master)).not.toBeNull();
  });

  it('keeps a picture another row still names, whichever way it names it, and removes it with the last one', async () => {
    const cover = await uploadAs(t, artist, 'image', 'partagee.png', 'image/png', pngOf(23));
    const first = await createSingle('Premier', { coverImageUrl: cover.url });
    const second = await createSingle('Second', { coverImageUrl: cover.url });
    // An event keeps the address it was sent, not the path.
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: artist.headers,
      payload: {
        title: 'Release party',
        type: 'concert',
        datetime: new Date(Date.now() + 10 * 86_400_000).toISOString(),
        location: { name: 'Salle Kora', city: 'Dakar' },
        isFree: true,
        ticketTypes: [{ name: 'Entrée', price: 0, currency: 'EUR', quantity: 50 }],
        imageUrl: cover.url,
      },
    });
    expect(event.statusCode).toBe(201);

    expect((await remove(`/api/release-creator/${first.id}`, artist)).json().outcome).toBe('deleted');
    expect(await served(cover.path)).toBe(200);
    expect((await remove(`/api/release-creator/${second.id}`, artist)).json().outcome).toBe('deleted');
    expect(await served(cover.path)).toBe(200);
    expect(await storedCopies(cover.path)).toBe(copiesOf(cover.path).length);
    // Their audio was their own.
    expect(await served(first.stream)).toBe(404);
    expect(await served(second.stream)).toBe(404);

    expect((await remove(`/api/events/${event.json().id}`, artist)).json()).toMatchObject({ deleted: true });
    expect(await served(cover.path)).toBe(404);
    expect(await storedCopies(cover.path)).toBe(0);
  });

  it("removes a deleted podcast's cover, its episodes' audio and covers", async () => {
    const podcaster = await accountWithRoles(t, 'claire.antenne', ['ROLE_USER', 'ROLE_PODCASTER']);
    const calls = creatorCalls(t, podcaster);
    const podcast = await calls.createPodcast({ title: 'Ondes courtes', coverImage: dataUrl('image/png', pngOf(24)) });
    expect(podcast.statusCode).toBe(201);
    const podcastId = podcast.json().podcast.id;
    for (const [title, seed] of [
      ['Premier épisode', 25],
      ['Deuxième épisode', 26],
    ] as const) {
      const episode = await calls.createEpisode({
        title,
        podcastId,
        audioFile: dataUrl('audio/wav', shortWavOf(1, seed)),
        coverImage: dataUrl('image/png', pngOf(seed)),
      });
      expect(episode.statusCode).toBe(201);
    }
    const { cover_image: cover } = await t.db
      .selectFrom('podcasts')
      .select('cover_image')
      .where('id', '=', podcastId)
      .executeTakeFirstOrThrow();
    const episodes = await t.db
      .selectFrom('episodes')
      .select(['audio_file', 'cover_image'])
      .where('podcast_id', '=', podcastId)
      .execute();
    const files = [cover!, ...episodes.flatMap((episode) => [episode.audio_file!, episode.cover_image!])];
    expect(files).toHaveLength(5);
    for (const file of files) expect(await served(file)).toBe(200);

    expect((await calls.call('DELETE', `/manage/${podcastId}`)).statusCode).toBe(204);
    for (const file of files) expect(await served(file)).toBe(404);
  });
});

describe('a media file that cannot be removed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is logged, and the removal of the others goes on', async () => {
    await putBytes(t.app.storage.public, 'images/reste.png', coverPng);
    await putBytes(t.app.storage.public, 'images/part.png', coverPng);
    const failing: MediaStorages = {
      private: t.app.storage.private,
      public: Object.assign(Object.create(t.app.storage.public) as MediaStorages['public'], {
        delete: async (key: string) => {
          if (key === 'images/reste.png') throw new Error('the storage is unreachable');
          return t.app.storage.public.delete(key);
        },
      }),
    };
    const warnings: object[] = [];
    await removeUnusedMedia(
      {
        db: t.db,
        storage: failing,
        media: t.app.media,
        config: t.config,
        log: { warn: (details) => warnings.push(details) },
      },
      ['images/reste.png', 'images/part.png'],
    );
    expect(warnings).toEqual([expect.objectContaining({ key: 'images/reste.png' })]);
    expect(await t.app.storage.public.head('images/reste.png')).not.toBeNull();
    expect(await t.app.storage.public.head('images/part.png')).toBeNull();
  });
});
