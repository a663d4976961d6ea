import { usePlayerStore, type PlayerTrack } from '@kora/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../chrome/render-in-shell';
import { AudioPlayer } from './audio-player';
import { DEFAULT_COVER } from './player-cover';

const RELEASE: PlayerTrack[] = [
  {
    id: 1,
    title: 'Mandé',
    artist: 'Aminata',
    cover: 'https://cdn.example/mande.jpg',
    audioUrl: 'https://cdn.example/mande.mp3',
  },
  { id: 2, title: 'Sahel', artist: 'Aminata', audioFileUrl: 'https://cdn.example/sahel.mp3' },
  { id: 3, title: 'Niger', audioUrl: 'https://cdn.example/niger.mp3' },
];

const audio = () => screen.getByTestId('kora-audio') as HTMLAudioElement;
let play: jest.SpyInstance;
let pause: jest.SpyInstance;

function setNarrowScreen(narrow: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  act(() => usePlayerStore.getState().reset());
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  setNarrowScreen(false);
});
afterEach(() => jest.restoreAllMocks());

describe('AudioPlayer', () => {
  it('waits with the default cover while nothing plays', async () => {
    await renderInShell(<AudioPlayer />);
    expect(screen.getByText('Aucune lecture en cours')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lecteur audio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeDisabled();
    expect(audio()).not.toHaveAttribute('src');
    expect(document.querySelector('.kora-player__cover')).toHaveAttribute('src', DEFAULT_COVER);
  });

  it('shows and plays the current track of the store', async () => {
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));

    expect(screen.getByText('Mandé')).toBeInTheDocument();
    expect(screen.getByText('Aminata')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pochette de Mandé' })).toHaveAttribute('src', RELEASE[0].cover);
    expect(audio()).toHaveAttribute('src', 'https://cdn.example/mande.mp3');
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('uses audioFileUrl when a track has no audioUrl, and names an unknown artist', async () => {
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));
    act(() => usePlayerStore.getState().next());
    expect(audio()).toHaveAttribute('src', 'https://cdn.example/sahel.mp3');
    act(() => usePlayerStore.getState().next());
    expect(screen.getByText('Niger')).toBeInTheDocument();
    expect(screen.getByText('Artiste inconnu')).toBeInTheDocument();
  });

  it('falls back to the default cover when the cover is missing or fails to load', async () => {
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));
    const cover = screen.getByRole('img', { name: 'Pochette de Mandé' });
    fireEvent.error(cover);
    expect(cover).toHaveAttribute('src', DEFAULT_COVER);

    act(() => usePlayerStore.getState().next());
    expect(screen.getByRole('img', { name: 'Pochette de Sahel' })).toHaveAttribute('src', DEFAULT_COVER);
  });

  it('asks the store for the previous and next tracks and to pause', async () => {
    const user = userEvent.setup();
    await renderInShell(<AudioPlayer />);
    act(() => {
      usePlayerStore.getState().playRelease(RELEASE);
      usePlayerStore.getState().next();
    });
    const next = jest.fn();
    const previous = jest.fn();
    act(() => usePlayerStore.setState({ next, previous }));

    await user.click(screen.getByRole('button', { name: 'Piste suivante' }));
    expect(next).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Piste précédente' }));
    expect(previous).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(usePlayerStore.getState().playing).toBe(false);
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeInTheDocument();
  });

  it('reports the audio element’s time, duration, volume, pause and end to the store', async () => {
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));
    const element = audio();

    Object.defineProperty(element, 'currentTime', { configurable: true, value: 42 });
    Object.defineProperty(element, 'duration', { configurable: true, value: 180 });
    fireEvent.timeUpdate(element);
    fireEvent.loadedMetadata(element);
    expect(usePlayerStore.getState()).toMatchObject({ currentTime: 42, duration: 180 });

    act(() => {
      element.volume = 0.5;
    });
    expect(usePlayerStore.getState().volume).toBe(0.5);

    Object.defineProperty(element, 'paused', { configurable: true, value: true });
    fireEvent.pause(element);
    expect(usePlayerStore.getState().playing).toBe(false);

    fireEvent.ended(element);
    expect(usePlayerStore.getState().track?.title).toBe('Sahel');
    expect(usePlayerStore.getState().playing).toBe(true);
  });

  it('opens as a modal from the Players button on a narrow screen, keeping the same audio element', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));
    const element = audio();
    const players = screen.getByRole('button', { name: 'Lecteurs' });
    expect(players).toHaveAttribute('aria-expanded', 'false');

    await user.click(players);
    expect(screen.getByRole('dialog', { name: 'Lecteur audio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer le lecteur' })).toHaveFocus();
    expect(audio()).toBe(element);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fermer le lecteur' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(players).toHaveFocus();
    expect(audio()).toBe(element);
    expect(pause).not.toHaveBeenCalled();
  });
});
