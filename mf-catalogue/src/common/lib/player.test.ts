import { act } from '@testing-library/react';
import { http, usePlayerStore } from '@kora/shared';
import { album, episode } from '@kora/shared/testing';
import { addTrack, catalogueTrackId, episodeToPlayer, playTracks, togglePlay, trackToPlayer } from './player';

const flush = () => act(() => jest.runOnlyPendingTimers());

beforeEach(() => {
  jest.useFakeTimers();
  usePlayerStore.getState().reset();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('gives tracks and episodes ids of their own kind', () => {
  expect(trackToPlayer(album.tracks[0])).toMatchObject({ id: 'track:21', title: 'Ouverture', releaseId: 2 });
  expect(episodeToPlayer(episode(21))).toMatchObject({ id: 'episode:21', artist: 'Marc Ondes' });
  expect(catalogueTrackId({ id: 'track:21', title: '' })).toBe(21);
  expect(catalogueTrackId({ id: 'episode:21', title: '' })).toBeNull();
});

it('records one listen each time a track starts, not on a resume, not for an episode', () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({});
  playTracks(album.tracks);
  flush();
  expect(post.mock.calls).toEqual([['/track/21/listen']]);

  usePlayerStore.getState().setPlaying(false);
  togglePlay(trackToPlayer(album.tracks[0]));
  flush();
  expect(post).toHaveBeenCalledTimes(1);

  usePlayerStore.getState().trackEnded();
  flush();
  expect(post).toHaveBeenLastCalledWith('/track/22/listen');

  togglePlay(episodeToPlayer(episode(3)));
  flush();
  expect(post).toHaveBeenCalledTimes(2);
});

it('starts the album from a chosen track, counting only that one', () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({});
  playTracks(album.tracks, 2);
  flush();
  expect(usePlayerStore.getState()).toMatchObject({ index: 2, playing: true, track: { id: 'track:23' } });
  expect(usePlayerStore.getState().playlist).toHaveLength(3);
  expect(post.mock.calls).toEqual([['/track/23/listen']]);
});

it('adds a track after what is there, paused when nothing was loaded', () => {
  jest.spyOn(http, 'post').mockResolvedValue({});
  addTrack(album.tracks[1]);
  expect(usePlayerStore.getState()).toMatchObject({ playing: false, track: { id: 'track:22' } });
  addTrack(album.tracks[2]);
  expect(usePlayerStore.getState().playlist.map((item) => item.id)).toEqual(['track:22', 'track:23']);
});
