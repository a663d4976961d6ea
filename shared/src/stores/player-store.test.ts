import { bus } from '../bus/event-bus';
import { trackSource, usePlayerStore, type PlayerTrack } from './player-store';

const a: PlayerTrack = { id: 1, title: 'Kora Blues', artist: 'Awa', audioUrl: '/a.mp3' };
const b: PlayerTrack = { id: 2, title: 'Sahel', audioFileUrl: '/b.mp3' };
const c: PlayerTrack = { id: 3, title: 'Niger', audioUrl: '/c.mp3' };

const player = () => usePlayerStore.getState();

beforeEach(() => {
  usePlayerStore.getState().reset();
});

describe('player store', () => {
  it('starts with the spec defaults', () => {
    expect(player()).toMatchObject({
      track: null,
      playlist: [],
      playing: false,
      currentTime: 0,
      duration: 0,
      volume: 1,
      lastRetrieved: null,
    });
  });

  it('reads the source from audioUrl, else audioFileUrl', () => {
    expect(trackSource(a)).toBe('/a.mp3');
    expect(trackSource(b)).toBe('/b.mp3');
    expect(trackSource({ id: 9, title: 'x', audioUrl: null, audioFileUrl: null })).toBeNull();
    expect(trackSource(null)).toBeNull();
  });

  it('playing a release loads all its tracks and starts the first', () => {
    player().playRelease([a, b, c]);
    expect(player()).toMatchObject({ playlist: [a, b, c], index: 0, track: a, playing: true });
  });

  it('an empty or missing release only warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    player().playTrack(a);
    player().playRelease([]);
    player().playRelease(undefined);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(player().track).toBe(a);
    warn.mockRestore();
  });

  it('next and previous move along the playlist and do nothing past the ends', () => {
    player().playRelease([a, b, c]);
    player().previous();
    expect(player().track).toBe(a);
    player().next();
    player().next();
    expect(player()).toMatchObject({ index: 2, track: c });
    player().next();
    expect(player()).toMatchObject({ index: 2, track: c });
    player().previous();
    expect(player()).toMatchObject({ index: 1, track: b });
  });

  it('moving to another track restarts the time', () => {
    player().playRelease([a, b]);
    player().setTime(42);
    player().setDuration(180);
    player().next();
    expect(player()).toMatchObject({ currentTime: 0, duration: 0 });
  });

  it('at the end of a track it moves to the next one, and stops after the last', () => {
    player().playRelease([a, b]);
    player().trackEnded();
    expect(player()).toMatchObject({ track: b, playing: true });
    player().trackEnded();
    expect(player()).toMatchObject({ track: b, playing: false });
  });

  it('playTrack jumps to a track already in the playlist, otherwise plays it alone', () => {
    player().playRelease([a, b, c]);
    player().playTrack({ ...b, id: '2' });
    expect(player()).toMatchObject({ index: 1, playlist: [a, { ...b, id: '2' }, c] });
    const other: PlayerTrack = { id: 7, title: 'Other' };
    player().playTrack(other);
    expect(player()).toMatchObject({ playlist: [other], index: 0, track: other, playing: true });
  });

  it('playTrack on the current track resumes without restarting it', () => {
    player().playRelease([a, b]);
    player().setTime(30);
    player().setPlaying(false);
    player().playTrack(a);
    expect(player()).toMatchObject({ track: a, playing: true, currentTime: 30, playlist: [a, b] });
  });

  it('addToPlaylist appends once and loads the track paused when nothing is playing', () => {
    player().addToPlaylist(a);
    expect(player()).toMatchObject({ track: a, index: 0, playing: false });
    player().addToPlaylist(b);
    player().addToPlaylist(b);
    expect(player().playlist).toEqual([a, b]);
    expect(player().track).toBe(a);
  });

  it('clamps the volume between 0 and 1', () => {
    player().setVolume(1.5);
    expect(player().volume).toBe(1);
    player().setVolume(-0.2);
    expect(player().volume).toBe(0);
    player().setVolume(0.35);
    expect(player().volume).toBe(0.35);
  });

  it('does not start playing with no track', () => {
    player().setPlaying(true);
    expect(player().playing).toBe(false);
  });

  it('reset pauses, clears the track and restores defaults', () => {
    player().playRelease([a, b]);
    player().setVolume(0.2);
    player().setLastRetrieved(c);
    player().reset();
    expect(player()).toMatchObject({
      track: null,
      playlist: [],
      index: -1,
      playing: false,
      volume: 1,
      lastRetrieved: null,
    });
  });

  it('emits play, pause and track-changed events', () => {
    const events: string[] = [];
    const offs = [
      bus.on('player:play', ({ track }) => events.push(`play:${track.id}`)),
      bus.on('player:pause', () => events.push('pause')),
      bus.on('player:track-changed', ({ track }) => events.push(`changed:${track?.id ?? 'none'}`)),
    ];
    player().playRelease([a, b]);
    player().setPlaying(false);
    player().next();
    player().setPlaying(true);
    player().reset();
    offs.forEach((off) => off());
    expect(events).toEqual(['changed:1', 'play:1', 'pause', 'changed:2', 'play:2', 'changed:none', 'pause']);
  });
});
