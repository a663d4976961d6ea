import { CreatorReleaseResponseSchema, ReleaseDetailSchema } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buyTrack } from '../purchases/testing';
import { signUp, type TestSession } from '../../test/test-app';
import { formOf } from '../../test/multipart';
import {
  coverPng,
  dataUrlOf,
  mp4Head,
  signUpArtist,
  unreadableWav,
  uploadAs,
  wavOf,
  type ArtistSession,
} from './testing';

describe('creating releases', () => {
  let t: TestApp;
  let artist: ArtistSession;
  let other: ArtistSession;
  let buyer: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    artist = await signUpArtist(t, 'lina', 'Lina Duval');
    other = await signUpArtist(t, 'malik', 'Malik Sy');
    buyer = await signUp(t.app, 'acheteuse');
  });
  afterAll(async () => t.close());

  const create = (kind: 'single' | 'album' | 'video', payload: object, session: TestSession = artist) =>
    t.app.inject({ method: 'POST', url: `/api/release-creator/create-${kind}`, headers: session.headers, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('a single', () => {
    it('is published with its cover, the real duration of its file, its genre and its about text', async () => {
      const audio = await uploadAs(t, artist, 'audio', 'nuit.wav', 'audio/wav', wavOf(4, 3));
      const cover = await uploadAs(t, artist, 'image', 'pochette.png', 'image/png', coverPng);
      const response = await create('single', {
        title: '  Nuit blanche ',
        artist: 'lina duval',
        genre: 'r&b',
        description: 'Écrite une nuit de juillet.',
        releaseDate: '2025-06-21',
        price: 2.5,
        duration: 200,
        audioFileUrl: audio.url,
        coverImageUrl: cover.url,
      });
      expect(response.statusCode).toBe(201);
      const { release } = response.json();
      expect(Value.Check(CreatorReleaseResponseSchema, response.json())).toBe(true);
      expect(release).toMatchObject({
        title: 'Nuit blanche',
        type: 'single',
        genre: 'r&b',
        creatorGenre: 'r&b',
        description: 'Écrite une nuit de juillet.',
        releaseDate: expect.stringMatching(/^2025-06-21T/),
        cover: cover.url,
        artist: 'Lina Duval',
        artistId: artist.artistId,
        status: 'published',
        salesCount: 0,
        trackCount: 1,
        duration: 4,
        price: 2.5,
        priceMinor: 250,
        currency: 'EUR',
        video: null,
      });
      expect(release.tracks).toEqual([
        expect.objectContaining({ title: 'Nuit blanche', duration: 4, price: 2.5, audioUrl: audio.url, position: 1 }),
      ]);

      const page = await get(`/api/releases/${release.id}`);
      expect(page.statusCode).toBe(200);
      expect(Value.Check(ReleaseDetailSchema, page.json())).toBe(true);
      expect(page.json().about).toEqual({ title: null, content1: 'Écrite une nuit de juillet.', content2: null });
    });

    it('costs 1.99 EUR by default, has no cover when none is sent, and lasts as long as its file says', async () => {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/upload/audio',
        ...formOf([{ name: 'file', fileName: 'brut.wav', type: 'audio/wav', content: unreadableWav }], artist.headers),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        'Ce fichier n’est pas un son lisible : son contenu ne correspond pas à son type.',
      );

      const audio = await uploadAs(t, artist, 'audio', 'brut.wav', 'audio/wav', wavOf(3, 4));
      const response = await create('single', { title: 'Brut', audioFileUrl: audio.path, duration: 185 });
      expect(response.statusCode).toBe(201);
      expect(response.json().release).toMatchObject({
        price: 1.99,
        priceMinor: 199,
        cover: null,
        coverImage: null,
        genre: 'other',
        creatorGenre: 'other',
        duration: 3,
      });
    });

    it('appears in the public lists and on its artist page, plays, and can be bought and downloaded', async () => {
      const file = wavOf(3, 9);
      const audio = await uploadAs(t, artist, 'audio', 'soleil.wav', 'audio/wav', file);
      const { release } = (
        await create('single', { title: 'Soleil levant', genre: 'pop', audioFileUrl: audio.url })
      ).json();
      const listed = async (url: string) => (await get(url)).json().map((item: { id: number }) => item.id);
      expect(await listed('/api/releases')).toContain(release.id);
      expect(await listed('/api/releases/new')).toContain(release.id);
      expect(await listed('/api/releases?genre=pop')).toContain(release.id);
      expect(await listed('/api/releases?search=soleil')).toContain(release.id);
      expect(await listed(`/api/artists/${artist.slug}/releases`)).toContain(release.id);
      const latest = (await get('/api/releases/latest-audio')).json();
      expect(latest.map((track: { id: number }) => track.id)).toContain(release.tracks[0].id);

      // Everyone listens to an MP3 copy; the master is only sold.
      const played = await get(new URL(release.tracks[0].audioUrl).pathname);
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('audio/mpeg');
      expect(played.rawPayload.equals(file)).toBe(false);

      await buyTrack(t.app, buyer, release.tracks[0].id);
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/track/${release.tracks[0].id}/download`,
        headers: buyer.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(file);
      const mine = (
        await t.app.inject({ method: 'GET', url: `/api/release-creator/${release.id}`, headers: artist.headers })
      ).json();
      expect(mine.salesCount).toBe(1);
    });

    it('accepts a small file sent inline as a data URL', async () => {
      const response = await create('single', {
        title: 'Maquette',
        audioFileUrl: dataUrlOf('audio/wav', wavOf(2, 5)),
        coverImageUrl: dataUrlOf('image/png', coverPng),
      });
      expect(response.statusCode).toBe(201);
      const { release } = response.json();
      expect(release.duration).toBe(2);
      expect(release.cover).toMatch(/^http:\/\/api\.test\/uploads\/images\/.+\.png$/);
      expect(release.tracks[0].audioUrl).toMatch(/^http:\/\/api\.test\/uploads\/audio\/.+\.mp3$/);
    });
  });

  describe('media references', () => {
    it("refuses someone else's upload (400 on the field) and creates nothing", async () => {
      const theirs = await uploadAs(t, other, 'audio', 'a-moi.wav', 'audio/wav', wavOf(2));
      const before = await t.db.selectFrom('releases').select('id').execute();
      const response = await create('single', { title: 'Emprunt', audioFileUrl: theirs.url });
      expect(response.statusCode).toBe(400);
      expect(response.json().violations).toEqual([{ propertyPath: 'audioFileUrl', message: expect.any(String) }]);
      const wrongKind = await create('single', {
        title: 'Emprunt',
        audioFileUrl: (await uploadAs(t, artist, 'image', 'x.png', 'image/png', coverPng)).url,
      });
      expect(wrongKind.statusCode).toBe(400);
      expect(await t.db.selectFrom('releases').select('id').execute()).toHaveLength(before.length);
    });

    it('refuses a renamed HTML page sent inline as audio (415) and a data URL over 6 MB (413)', async () => {
      const page = Buffer.from('<!DOCTYPE html><html><body><h1>Pas une chanson</h1></body></html>');
      const spoofed = await create('single', { title: 'Faux', audioFileUrl: dataUrlOf('audio/mpeg', page) });
      expect(spoofed.statusCode).toBe(415);
      expect(spoofed.json().message).toBe('Type de fichier non autorisé. Types acceptés: mpeg, wav, flac, mp3');

      const big = Buffer.concat([wavOf(1), Buffer.alloc(6 * 1024 * 1024 + 64 * 1024)]);
      const tooLarge = await create('single', { title: 'Trop long', audioFileUrl: dataUrlOf('audio/wav', big) });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('Fichier trop volumineux. Taille maximale: 6MB');
    });
  });

  describe('validation', () => {
    it('names the missing or blank title with the form’s words (400)', async () => {
      const audio = await uploadAs(t, artist, 'audio', 'v.wav', 'audio/wav', wavOf(1));
      for (const payload of [{ audioFileUrl: audio.url }, { title: '   ', audioFileUrl: audio.url }]) {
        const response = await create('single', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().violations).toContainEqual({ propertyPath: 'title', message: 'Le titre est requis' });
      }
      const noAudio = await create('single', { title: 'Sans son' });
      expect(noAudio.json().violations).toEqual([
        { propertyPath: 'audioFileUrl', message: 'Un fichier audio est requis' },
      ]);
    });

    it('refuses an album without tracks, a genre outside the list, and another artist’s name', async () => {
      const audio = await uploadAs(t, artist, 'audio', 'g.wav', 'audio/wav', wavOf(1));
      const noTracks = await create('album', { title: 'Vide', tracks: [] });
      expect(noTracks.statusCode).toBe(400);
      expect(noTracks.json().violations).toEqual([
        { propertyPath: 'tracks', message: 'Au moins une piste avec titre et fichier audio est requise...' },
      ]);
      const badGenre = await create('single', { title: 'Titre', genre: 'polka', audioFileUrl: audio.url });
      expect(badGenre.statusCode).toBe(400);
      expect(badGenre.json().violations).toEqual([
        { propertyPath: 'genre', message: expect.stringMatching(/afrobeats, .*pop, r&b, reggae, rock, other\.$/) },
      ]);
      const wrongArtist = await create('single', { title: 'Titre', artist: 'Malik Sy', audioFileUrl: audio.url });
      expect(wrongArtist.statusCode).toBe(400);
      expect(wrongArtist.json().violations).toEqual([
        { propertyPath: 'artist', message: expect.stringContaining('Lina Duval') },
      ]);
    });
  });

  describe('an album', () => {
    it('keeps its tracks in order at 1.99 EUR each, priced as given, each lasting its file’s length', async () => {
      const first = await uploadAs(t, artist, 'audio', '1.wav', 'audio/wav', wavOf(3, 1));
      const second = await uploadAs(t, artist, 'audio', '2.wav', 'audio/wav', wavOf(2, 2));
      const response = await create('album', {
        title: 'Minuit',
        albumType: 'ep',
        genre: 'electronic',
        price: 7.5,
        tracks: [
          { title: 'Ouverture', duration: '9:99', audioFileUrl: first.url },
          { title: 'Final', duration: '3:45', audioFileUrl: second.url },
        ],
      });
      expect(response.statusCode).toBe(201);
      const { release } = response.json();
      expect(release).toMatchObject({ type: 'ep', genre: 'electronic', price: 7.5, trackCount: 2, duration: 5 });
      expect(
        release.tracks.map((track: { title: string; duration: number; price: number }) => [
          track.title,
          track.duration,
          track.price,
        ]),
      ).toEqual([
        ['Ouverture', 3, 1.99],
        ['Final', 2, 1.99],
      ]);
      const album = (await get(`/api/releases?type=ep`)).json();
      expect(album.map((item: { id: number }) => item.id)).toContain(release.id);
    });
  });

  describe('a video clip', () => {
    it('is a clip and a video release selling it, shown with the artist’s clips like the demo’s', async () => {
      const video = await uploadAs(t, artist, 'video', 'clip.mp4', 'video/mp4', mp4Head);
      const thumbnail = await uploadAs(t, artist, 'image', 'vignette.png', 'image/png', coverPng);
      const response = await create('video', {
        title: 'Nuit blanche (clip)',
        description: 'Tourné à Belleville.',
        duration: 214,
        videoFileUrl: video.url,
        thumbnailUrl: thumbnail.url,
      });
      expect(response.statusCode).toBe(201);
      const { release } = response.json();
      expect(release).toMatchObject({
        type: 'video',
        cover: thumbnail.url,
        trackCount: 1,
        duration: 214,
        audioFileUrl: null,
      });
      expect(release.video).toMatchObject({
        title: 'Nuit blanche (clip)',
        description: 'Tourné à Belleville.',
        videoUrl: video.url,
        thumbnailUrl: thumbnail.url,
        quality: '1080p',
        duration: 214,
        releaseId: release.id,
      });
      const clips = (await get(`/api/artists/${artist.slug}/videos`)).json();
      expect(clips).toEqual([
        expect.objectContaining({ id: release.video.id, releaseId: release.id, videoUrl: video.url }),
      ]);
      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/create-stripe-session',
        headers: buyer.headers,
        payload: { trackId: release.tracks[0].id, amount: 1.99 },
      });
      expect(checkout.statusCode).toBe(200);
    });

    it('needs its video file and a video that is one', async () => {
      const missing = await create('video', { title: 'Sans fichier' });
      expect(missing.json().violations).toEqual([
        { propertyPath: 'videoFileUrl', message: 'Aucun fichier vidéo sélectionné.' },
      ]);
      const audio = await uploadAs(t, artist, 'audio', 's.wav', 'audio/wav', wavOf(1));
      const notVideo = await create('video', { title: 'Son', videoFileUrl: audio.url, duration: 10 });
      expect(notVideo.statusCode).toBe(400);
      expect(notVideo.json().violations).toEqual([{ propertyPath: 'videoFileUrl', message: expect.any(String) }]);
    });
  });
});
