import { statSync } from 'node:fs';
import path from 'node:path';
import { OfflinePackageSchema, type OfflinePackage } from '@kora/shared/contracts';
import { Value } from 'typebox/value';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PLAYLIST_NOT_FOUND } from '../library/playlists-repository';
import { CatalogueRows } from '../search/testing';
import { buyTrack } from '../purchases/testing';
import { NOTHING_TO_KEEP, OFFLINE_PLAN_REQUIRED } from './offline-packages';
import {
  createOfflineCatalogue,
  episodeRow,
  episodeWithAudio,
  offlineListener,
  OfflineCaller,
  type OfflineCatalogue,
} from './testing';

/** A copy not made yet (or kept elsewhere) counts at 128 kbps: 16 000 bytes a second. */
const ESTIMATED_180_SECONDS = 180 * 16_000;

describe('offline packages: what saving a release, a playlist or an episode downloads', () => {
  let t: TestApp;
  let sale: OfflineCatalogue;

  /** The size on disk of a track's listening copy. */
  const copySize = async (trackId: number) => {
    const { audio_file } = await t.db
      .selectFrom('tracks')
      .select('audio_file')
      .where('id', '=', trackId)
      .executeTakeFirstOrThrow();
    return statSync(path.join(t.config.uploadsDir, audio_file!)).size;
  };
  const packageOf = async (caller: OfflineCaller, kind: 'release' | 'playlist' | 'episode', id: number) => {
    const response = await caller.package(kind, id);
    if (response.statusCode !== 200) throw new Error(`package: ${response.statusCode} ${response.body}`);
    const body = response.json<OfflinePackage>();
    expect(Value.Check(OfflinePackageSchema, body)).toBe(true);
    return body;
  };
  const titles = (pkg: OfflinePackage) => pkg.files.map((file) => file.title);

  beforeAll(async () => {
    t = await createTestApp();
    sale = await createOfflineCatalogue(t);
  });
  afterAll(async () => t.close());

  it('gives a Starter listener every track of an album: the catalogue’s listening copies, their sizes on disk and the total', async () => {
    const listener = await offlineListener(t, 'starter');
    const album = await packageOf(listener, 'release', sale.albumId);
    const catalogue = (await listener.get(`/api/releases/${sale.albumId}`)).json<{
      tracks: Array<{ id: number; audioUrl: string }>;
    }>();
    const sizes = await Promise.all(sale.albumTrackIds.map(copySize));
    expect(album).toEqual({
      kind: 'release',
      id: sale.albumId,
      title: 'Saisons',
      subtitle: 'Awa Diop',
      cover: null,
      link: `/release/${sale.albumId}`,
      files: sale.albumTrackIds.map((trackId, n) => ({
        playerId: `track:${trackId}`,
        trackId,
        episodeId: null,
        title: ['Hivernage', 'Harmattan', 'Saison sèche', 'Bonus'][n],
        artist: 'Awa Diop',
        cover: null,
        audioUrl: catalogue.tracks.find((track) => track.id === trackId)!.audioUrl,
        duration: 180,
        bytes: sizes[n],
        purchased: false,
      })),
      bytes: sizes.reduce((sum, size) => sum + size, 0),
    });
    expect(album.files.every((file) => file.audioUrl.startsWith('http://api.test/uploads/audio/'))).toBe(true);
    expect(sizes.every((size) => size > 0)).toBe(true);
  });

  it('leaves out a track without audio and counts a copy missing from disk at 128 kbps', async () => {
    const single = await packageOf(await offlineListener(t, 'premium'), 'release', sale.singleReleaseId);
    expect(titles(single)).toEqual(['Été à Dakar', 'Perdu']);
    expect(single.files.map((file) => file.bytes)).toEqual([await copySize(sale.singleTrackId), ESTIMATED_180_SECONDS]);
    expect(single.bytes).toBe(single.files[0].bytes + ESTIMATED_180_SECONDS);
  });

  it('refuses a Free listener who bought nothing in it, with the plans that include offline listening', async () => {
    const listener = await offlineListener(t, 'free');
    const response = await listener.package('release', sale.albumId);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(OFFLINE_PLAN_REQUIRED);
  });

  it('gives a Free listener just the track they bought, marked as bought', async () => {
    const listener = await offlineListener(t, 'free');
    await buyTrack(t.app, listener.session!, sale.albumTrackIds[1]);
    const album = await packageOf(listener, 'release', sale.albumId);
    expect(album.files).toEqual([
      expect.objectContaining({ trackId: sale.albumTrackIds[1], title: 'Harmattan', purchased: true }),
    ]);
    expect(album.bytes).toBe(await copySize(sale.albumTrackIds[1]));
  });

  it('marks the bought tracks among all those a Starter listener keeps', async () => {
    const listener = await offlineListener(t, 'starter');
    await buyTrack(t.app, listener.session!, sale.albumTrackIds[0]);
    const album = await packageOf(listener, 'release', sale.albumId);
    expect(album.files.map((file) => file.purchased)).toEqual([true, false, false, false]);
  });

  it('answers 404 for a release that is not published, and for a video with nothing to listen to', async () => {
    const listener = await offlineListener(t, 'starter');
    const rows = new CatalogueRows(t.db);
    const release = async (type: 'video' | 'album', status: 'published' | 'draft') => {
      const { id } = await rows.release(sale.artist.artistId, `${type} ${status}`, { status, tracks: ['Plage 1'] });
      await t.db.updateTable('releases').set({ type }).where('id', '=', id).execute();
      // With a listening copy: only the release's type or status keeps it out.
      await t.db.updateTable('tracks').set({ audio_file: sale.singleStream }).where('release_id', '=', id).execute();
      return { id };
    };
    const draft = await listener.package('release', (await release('album', 'draft')).id);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe('Release introuvable.');
    const video = await listener.package('release', (await release('video', 'published')).id);
    expect(video.statusCode).toBe(404);
    expect(video.json().message).toBe(NOTHING_TO_KEEP);
    expect((await listener.package('release', 999999)).statusCode).toBe(404);
  });

  it('keeps the playable items of a public playlist, each once, and skips those no longer public', async () => {
    const owner = await offlineListener(t, 'starter');
    const episode = await episodeWithAudio(t, 'Mix du dimanche', 7000);
    const created = await owner.post('/api/playlists', { name: 'Trajet du matin', public: true });
    const playlistId = created.json<{ id: number }>().id;
    const added = await owner.post(`/api/playlists/${playlistId}/items`, {
      items: [
        { kind: 'track', id: sale.albumTrackIds[2] },
        { kind: 'episode', id: episode },
        { kind: 'track', id: sale.albumTrackIds[2] },
        { kind: 'track', id: sale.singleTrackId },
      ],
    });
    expect(added.statusCode).toBe(201);
    // The single is unpublished after it was added: it stays in the playlist, greyed, and is not saved.
    await t.db.updateTable('releases').set({ status: 'draft' }).where('id', '=', sale.singleReleaseId).execute();
    try {
      const listener = await offlineListener(t, 'premium');
      const playlist = await packageOf(listener, 'playlist', playlistId);
      expect(playlist).toMatchObject({
        kind: 'playlist',
        id: playlistId,
        title: 'Trajet du matin',
        subtitle: owner.username,
        link: `/playlist/${playlistId}`,
      });
      expect(playlist.files.map((file) => file.playerId)).toEqual([
        `track:${sale.albumTrackIds[2]}`,
        `episode:${episode}`,
      ]);
      expect(playlist.files[1]).toMatchObject({ trackId: null, episodeId: episode, bytes: 7000, purchased: false });
      expect(playlist.bytes).toBe((await copySize(sale.albumTrackIds[2])) + 7000);
    } finally {
      await t.db.updateTable('releases').set({ status: 'published' }).where('id', '=', sale.singleReleaseId).execute();
    }
  });

  it('answers another listener’s private playlist exactly as a missing one, and gives it to its owner', async () => {
    const owner = await offlineListener(t, 'starter');
    const playlistId = (await owner.post('/api/playlists', { name: 'Rien que pour moi' })).json<{ id: number }>().id;
    await owner.post(`/api/playlists/${playlistId}/items`, { items: [{ kind: 'track', id: sale.albumTrackIds[0] }] });
    const stranger = await offlineListener(t, 'premium');
    const hidden = await stranger.package('playlist', playlistId);
    const missing = await stranger.package('playlist', 999999);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.json().message).toBe(PLAYLIST_NOT_FOUND);
    expect(titles(await packageOf(owner, 'playlist', playlistId))).toEqual(['Hivernage']);
  });

  it('saves a published episode: its public audio file and its size', async () => {
    const episode = await episodeWithAudio(t, 'Les voix de Montreuil', 12_345);
    const pkg = await packageOf(await offlineListener(t, 'starter'), 'episode', episode);
    const catalogue = (await t.app.inject({ method: 'GET', url: `/api/episodes/${episode}` })).json();
    expect(pkg).toEqual({
      kind: 'episode',
      id: episode,
      title: 'Les voix de Montreuil',
      subtitle: 'Les Ondes',
      cover: null,
      link: `/episode/${episode}`,
      files: [
        {
          playerId: `episode:${episode}`,
          trackId: null,
          episodeId: episode,
          title: 'Les voix de Montreuil',
          artist: 'Awa Ndiaye',
          cover: null,
          audioUrl: catalogue.audioUrl,
          duration: 600,
          bytes: 12_345,
          purchased: false,
        },
      ],
      bytes: 12_345,
    });
  });

  it('refuses an episode to a Free listener, and answers 404 for a draft or a live one', async () => {
    const episode = await episodeWithAudio(t, 'Réservé aux forfaits', 1000);
    const free = await offlineListener(t, 'free');
    expect((await free.package('episode', episode)).json()).toMatchObject({ message: OFFLINE_PLAN_REQUIRED });
    const starter = await offlineListener(t, 'starter');
    expect(
      (await starter.package('episode', await episodeRow(t, 'Brouillon', 'audio/x.mp3', 'draft'))).statusCode,
    ).toBe(404);
    const live = await starter.package('episode', await episodeRow(t, 'En direct', 'audio/x.mp3', 'live'));
    expect(live.statusCode).toBe(404);
    expect(live.json().message).toBe(NOTHING_TO_KEEP);
  });

  it('answers a visitor 401 and an unknown kind 400', async () => {
    expect((await new OfflineCaller(t, null).package('release', sale.albumId)).statusCode).toBe(401);
    const listener = await offlineListener(t, 'starter');
    expect((await listener.get(`/api/offline/packages/podcast/${sale.albumId}`)).statusCode).toBe(400);
  });
});
