import { ApiError, usePlayerStore, type PlayerTrack } from '@kora/shared';
import type { AdSpot } from '@kora/shared/contracts';
import { getProfile, nextAdSpot, recordAdClick, recordAdImpression } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, aProfile, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { provideParcelLoader } from '@kora/shared/remote-app';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderInShell } from '../chrome/render-in-shell';
import { AudioPlayer } from './audio-player';

startApiServer();

const RELEASE: PlayerTrack[] = [
  { id: 'track:1', title: 'Mandé', artist: 'Aminata', audioUrl: 'https://cdn.example/mande.mp3' },
  { id: 'track:2', title: 'Sahel', artist: 'Aminata', audioUrl: 'https://cdn.example/sahel.mp3' },
];

const SPOT: AdSpot = {
  id: 7,
  servingId: 'a'.repeat(32),
  title: 'Écoutez sans publicité avec Starter',
  audioUrl: 'https://cdn.example/spot-starter.wav',
  duration: 20,
  imageUrl: 'https://cdn.example/spot-starter.png',
  link: '/profile',
};

const audio = () => screen.getByTestId('kora-audio') as HTMLAudioElement;
const noContent = () => new Response(null, { status: 204 });

beforeAll(() => provideParcelLoader(() => new Promise(() => undefined)));
beforeEach(() => {
  resetKernel();
  act(() => usePlayerStore.getState().reset());
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});
afterEach(() => jest.restoreAllMocks());

async function playFirstTrack() {
  await renderInShell(
    <>
      <AudioPlayer />
      <LocationProbe />
    </>,
  );
  act(() => usePlayerStore.getState().playRelease(RELEASE));
}

describe('a spot between two tracks', () => {
  it('plays the spot when the track ends: Publicité, no skipping, then the impression once and the next track', async () => {
    const calls = answerApi([answer(nextAdSpot, SPOT), answer(recordAdImpression, { counted: true }, { id: 7 })]);
    await playFirstTrack();

    fireEvent.ended(audio());
    expect(await screen.findByRole('status')).toHaveTextContent('Publicité');
    expect(audio()).toHaveAttribute('src', SPOT.audioUrl);
    expect(audio()).not.toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Piste suivante' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Piste précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Écoutez sans publicité avec Starter' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Écouter sans publicité' })).toHaveAttribute('href', '/profile');
    expect(document.querySelector('img.kora-player__cover')).toHaveAttribute('src', SPOT.imageUrl);
    expect(usePlayerStore.getState().track?.title).toBe('Mandé');
    expect(calls[0].path).toBe('/ads/next');

    Object.defineProperty(audio(), 'currentTime', { configurable: true, value: 12 });
    fireEvent.timeUpdate(audio());
    expect(screen.getByRole('status')).toHaveTextContent('La musique reprend dans 8 s');

    fireEvent.ended(audio());
    await waitFor(() => expect(audio()).toHaveAttribute('src', 'https://cdn.example/sahel.mp3'));
    expect(usePlayerStore.getState().track?.title).toBe('Sahel');
    expect(usePlayerStore.getState().playing).toBe(true);
    expect(screen.queryByText('Publicité')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Piste précédente' })).toBeEnabled();
    await waitFor(() => expect(calls.filter((call) => call.path === '/ads/7/impressions')).toHaveLength(1));
    expect(calls.find((call) => call.path === '/ads/7/impressions')?.body).toEqual({ servingId: SPOT.servingId });

    // The same serving never reports twice.
    act(() => usePlayerStore.getState().previous());
    answerApi([answer(nextAdSpot, { ...SPOT })]);
    fireEvent.ended(audio());
    await screen.findByRole('status');
    fireEvent.ended(audio());
    await waitFor(() => expect(usePlayerStore.getState().track?.title).toBe('Sahel'));
    expect(calls.filter((call) => call.path === '/ads/7/impressions')).toHaveLength(1);
  });

  it('goes on to the next track at once when the API fails or has no spot due', async () => {
    answerApi([answer(nextAdSpot, new ApiError(500, { message: 'Erreur' }))]);
    await playFirstTrack();
    fireEvent.ended(audio());
    await waitFor(() => expect(usePlayerStore.getState().track?.title).toBe('Sahel'));
    expect(audio()).toHaveAttribute('src', 'https://cdn.example/sahel.mp3');
    expect(screen.queryByText('Publicité')).not.toBeInTheDocument();

    act(() => usePlayerStore.getState().previous());
    answerApi([answer(nextAdSpot, noContent)]);
    fireEvent.ended(audio());
    await waitFor(() => expect(usePlayerStore.getState().track?.title).toBe('Sahel'));
  });

  it('goes on when the spot itself cannot be played', async () => {
    answerApi([answer(nextAdSpot, SPOT)]);
    await playFirstTrack();
    fireEvent.ended(audio());
    await screen.findByRole('status');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fireEvent.error(audio());
    await waitFor(() => expect(audio()).toHaveAttribute('src', 'https://cdn.example/sahel.mp3'));
  });

  it('never asks for a Premium listener, and never after the last track', async () => {
    signInAs('sofia.mendes');
    const calls = answerApi([answer(getProfile, aProfile({ username: 'sofia.mendes', plan: 'premium' }))]);
    await playFirstTrack();
    fireEvent.ended(audio());
    await waitFor(() => expect(usePlayerStore.getState().track?.title).toBe('Sahel'));
    fireEvent.ended(audio());
    expect(usePlayerStore.getState().playing).toBe(false);
    expect(calls.map((call) => call.path)).toEqual(['/profile']);
  });

  it('sends the device and the language, and counts a click on the spot’s link before opening it', async () => {
    const seen: Record<string, string | null>[] = [];
    const calls = answerApi([answer(nextAdSpot, SPOT), answer(recordAdClick, { counted: true }, { id: 7 })]);
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await playFirstTrack();
    fireEvent.ended(audio());
    await screen.findByRole('status');
    const asked = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/api/ads/next'));
    const headers = (asked?.[1]?.headers ?? {}) as Record<string, string>;
    seen.push({ device: headers['X-Kora-Device'] ?? null, language: headers['Accept-Language'] ?? null });
    expect(seen[0].device).toMatch(/^[a-f0-9]{32}$/);
    expect(seen[0].language).toBe('fr');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Écoutez sans publicité avec Starter' }));
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/ads/7/clicks'));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    // The spot goes on playing while the listener reads the page it opened.
    expect(screen.getByRole('status')).toHaveTextContent('Publicité');
  });
});
