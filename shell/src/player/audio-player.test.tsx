import { usePlayerStore, type PlayerTrack } from '@kora/shared';
import { nextAdSpot } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, startApiServer } from '@kora/shared/testing';
import { provideParcelLoader, type ParcelRequest } from '@kora/shared/remote-app';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
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

// Between two tracks the player asks for the spot due (spot-break.test.tsx): none here.
startApiServer();
beforeEach(() => answerApi([answer(nextAdSpot, new Response(null, { status: 204 }))]));

const areaOf = (props: object) => (props as { domElement: HTMLElement }).domElement;
/** The catalogue's track actions as its parcel draws them: a heart and the playlist button. */
const trackActions: ParcelConfigObject = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    areaOf(props).innerHTML =
      '<button type="button">J’aime</button><button type="button">Ajouter à une playlist</button>';
  },
  unmount: async (props) => {
    areaOf(props).innerHTML = '';
  },
};
const loadParcel = jest.fn<Promise<ParcelConfigObject>, [ParcelRequest]>();
beforeAll(() => provideParcelLoader((request) => loadParcel(request)));
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
  // The track actions' code is still on its way, unless a test says otherwise.
  loadParcel.mockReset().mockReturnValue(new Promise(() => undefined));
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
    await waitFor(() => expect(usePlayerStore.getState().track?.title).toBe('Sahel'));
    expect(usePlayerStore.getState().playing).toBe(true);
  });

  it('opens as a modal from the Players button on a narrow screen, keeping the same audio element', async () => {
    setNarrowScreen(true);
    loadParcel.mockResolvedValue(trackActions);
    const user = userEvent.setup();
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));
    const element = audio();
    const players = screen.getByRole('button', { name: 'Lecteurs' });
    expect(players).toHaveAttribute('aria-expanded', 'false');

    await user.click(players);
    const dialog = screen.getByRole('dialog', { name: 'Lecteur audio' });
    expect(screen.getByRole('button', { name: 'Fermer le lecteur' })).toHaveFocus();
    expect(audio()).toBe(element);
    // The track's actions are in the same panel, before the controls.
    expect(await within(dialog).findByRole('button', { name: 'J’aime' })).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('button', { name: 'J’aime' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Fermer le lecteur' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(players).toHaveFocus();
    expect(audio()).toBe(element);
    expect(pause).not.toHaveBeenCalled();
  });

  it('stays open on a phone while Escape closes a dialog opened over it', async () => {
    setNarrowScreen(true);
    const user = userEvent.setup();
    await renderInShell(<AudioPlayer />);
    act(() => usePlayerStore.getState().playRelease(RELEASE));
    await user.click(screen.getByRole('button', { name: 'Lecteurs' }));

    // What the track actions open over the player ('Nouvelle playlist') lives at the end of the page.
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.innerHTML = '<button type="button">Annuler</button>';
    document.body.append(other);
    screen.getByRole('button', { name: 'Annuler' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Lecteur audio' })).toBeInTheDocument();

    other.remove();
    screen.getByRole('button', { name: 'Pause' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Lecteur audio' })).not.toBeInTheDocument();
  });

  describe("the catalogue's track actions", () => {
    it('are there only while an item is loaded', async () => {
      loadParcel.mockResolvedValue(trackActions);
      await renderInShell(<AudioPlayer />);
      const player = screen.getByRole('region', { name: 'Lecteur audio' });
      expect(document.querySelector('[data-parcel-slot]')).not.toBeInTheDocument();
      expect(loadParcel).not.toHaveBeenCalled();

      act(() => usePlayerStore.getState().playRelease(RELEASE));
      expect(await within(player).findByRole('button', { name: 'Ajouter à une playlist' })).toBeInTheDocument();
      expect(within(player).getByRole('button', { name: 'J’aime' })).toBeInTheDocument();
      expect(loadParcel).toHaveBeenCalledWith({
        app: 'catalogue',
        expose: './parcels/player-track-actions',
        fresh: false,
      });

      // The next track keeps the same piece: it follows the player itself.
      act(() => usePlayerStore.getState().next());
      expect(within(player).getByRole('button', { name: 'J’aime' })).toBeInTheDocument();
      expect(loadParcel).toHaveBeenCalledTimes(1);

      act(() => usePlayerStore.getState().reset());
      await waitFor(() => expect(screen.queryByRole('button', { name: 'J’aime' })).not.toBeInTheDocument());
      expect(document.querySelector('[data-parcel-slot]')).not.toBeInTheDocument();
    });

    it('leave the player as it was when the catalogue cannot be reached', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      loadParcel.mockRejectedValue(new Error('offline'));
      await renderInShell(<AudioPlayer />);
      act(() => usePlayerStore.getState().playRelease(RELEASE));
      await waitFor(() => expect(console.error).toHaveBeenCalled());
      await act(async () => undefined);

      const player = screen.getByRole('region', { name: 'Lecteur audio' });
      expect(within(player).queryByRole('alert')).not.toBeInTheDocument();
      expect(within(player).queryByRole('status')).not.toBeInTheDocument();
      expect(within(player).queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
      expect(
        within(player)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['Piste précédente', 'Pause', 'Piste suivante', 'Fermer le lecteur']);
    });
  });
});
