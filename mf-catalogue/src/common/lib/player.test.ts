import { usePlayerStore } from '@kora/shared';
import { album, answerApi, episode, networkSettled, startApiServer } from '@kora/shared/testing';
import { postCall } from '../../test/api';
import { addTrack, catalogueTrackId, episodeToPlayer, playTracks, togglePlay, trackToPlayer } from './player';

/** The listen check waits a tick; then its call reaches the API. */
const flush = networkSettled;
/** Records the listens the player sends. */
const answerListens = () => answerApi({ 'POST /track/:id/listen': {} });

startApiServer();
beforeEach(() => usePlayerStore.getState().reset());

it('gives tracks and episodes ids of their own kind', () => {
  expect(trackToPlayer(album.tracks[0])).toMatchObject({ id: 'track:21', title: 'Ouverture', releaseId: 2 });
  expect(episodeToPlayer(episode(21))).toMatchObject({ id: 'episode:21', artist: 'Marc Ondes' });
  expect(catalogueTrackId({ id: 'track:21', title: '' })).toBe(21);
  expect(catalogueTrackId({ id: 'episode:21', title: '' })).toBeNull();
});

it('records one listen each time a track starts, not on a resume, not for an episode', async () => {
  const calls = answerListens();
  playTracks(album.tracks);
  await flush();
  expect(calls).toEqual([postCall('/track/21/listen')]);

  usePlayerStore.getState().setPlaying(false);
  togglePlay(trackToPlayer(album.tracks[0]));
  await flush();
  expect(calls).toHaveLength(1);

  usePlayerStore.getState().trackEnded();
  await flush();
  expect(calls.at(-1)).toEqual(postCall('/track/22/listen'));

  togglePlay(episodeToPlayer(episode(3)));
  await flush();
  expect(calls).toHaveLength(2);
});

it('starts the album from a chosen track, counting only that one', async () => {
  const calls = answerListens();
  playTracks(album.tracks, 2);
  await flush();
  expect(usePlayerStore.getState()).toMatchObject({ index: 2, playing: true, track: { id: 'track:23' } });
  expect(usePlayerStore.getState().playlist).toHaveLength(3);
  expect(calls).toEqual([postCall('/track/23/listen')]);
});

it('adds a track after what is there, paused when nothing was loaded', () => {
  answerListens();
  addTrack(album.tracks[1]);
  expect(usePlayerStore.getState()).toMatchObject({ playing: false, track: { id: 'track:22' } });
  addTrack(album.tracks[2]);
  expect(usePlayerStore.getState().playlist.map((item) => item.id)).toEqual(['track:22', 'track:23']);
});
