import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { usePlayerStore, useToastStore } from '@kora/shared';
import {
  answerApi,
  clip,
  inTurn,
  loadTexts,
  renderInPage,
  resetKernel,
  single,
  startApiServer,
  track,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../locales';
import type { VideoClip } from '@kora/shared/contracts';
import { ClipDownloadButton } from '../../features/purchases/components/clip-download-button';
import { ClipPurchases } from '../../features/purchases/components/clip-purchases';
import { VideoClipCard } from './video-clip-card';

/** The clip card as the artist page and the home show it, with its download. */
const ClipWithDownload = ({ clip }: { clip: VideoClip }) => (
  <MemoryRouter>
    <ClipPurchases>
      <VideoClipCard clip={clip} download={<ClipDownloadButton clip={clip} />} />
    </ClipPurchases>
  </MemoryRouter>
);

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.restoreAllMocks());

const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

/** jsdom has no media playback: play and pause only fire their events. */
function fakePlayback() {
  let paused = true;
  jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    fireEvent.play(this);
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    fireEvent.pause(this);
  });
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  return { end: (video: HTMLElement) => ((paused = true), fireEvent.ended(video)) };
}

it('a click toggles the clip between idle and playing (pausing the player), and the end brings it back to idle', async () => {
  const playback = fakePlayback();
  usePlayerStore.setState({ playing: true });
  const { container } = renderInPage(<ClipWithDownload clip={clip(1, 'http://api.test/uploads/videos/clip-1.mp4')} />);
  await userEvent.click(screen.getByRole('button', { name: 'Lire le clip Clip 1' }));
  const pause = screen.getByRole('button', { name: 'Mettre en pause le clip Clip 1' });
  expect(pause).toHaveAttribute('aria-pressed', 'true');
  expect(usePlayerStore.getState().playing).toBe(false);
  await userEvent.click(pause);
  expect(screen.getByRole('button', { name: 'Lire le clip Clip 1' })).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Lire le clip Clip 1' }));
  playback.end(container.querySelector('video') as HTMLVideoElement);
  expect(screen.getByRole('button', { name: 'Lire le clip Clip 1' })).toHaveAttribute('aria-pressed', 'false');
});

it('says when the file cannot be played, and fetches the file again on the next click', async () => {
  fakePlayback();
  const play = HTMLMediaElement.prototype.play as jest.Mock;
  play.mockImplementationOnce(function (this: HTMLMediaElement) {
    fireEvent.error(this);
    return Promise.reject(new DOMException('The element has no supported sources.', 'NotSupportedError'));
  });
  renderInPage(<ClipWithDownload clip={clip(2, 'http://api.test/uploads/videos/clip-2.mp4')} />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  await userEvent.click(screen.getByRole('button', { name: 'Lire le clip Clip 2' }));
  expect(screen.getByRole('status')).toHaveTextContent('Impossible de lire ce clip.');
  expect(screen.getByRole('button', { name: 'Lire le clip Clip 2' })).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(screen.getByRole('button', { name: 'Lire le clip Clip 2' }));
  expect(HTMLMediaElement.prototype.load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Mettre en pause le clip Clip 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('says a clip without a video file is coming soon, with nothing to play', () => {
  renderInPage(<ClipWithDownload clip={clip(5, null)} />);
  expect(screen.getByText('Vidéo bientôt disponible')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Lire le clip/ })).not.toBeInTheDocument();
});

describe("the clip's download button", () => {
  const videoRelease = {
    ...single,
    id: 7,
    title: 'Clip 3 (clip)',
    type: 'video' as const,
    video: clip(3, null),
    tracks: [track(71, 1, { title: 'Clip 3', releaseId: 7, price: 2.49 })],
  };

  it('opens the purchase modal of the track of the release that sells the clip', async () => {
    const calls = answerApi({ '/releases/7': videoRelease });
    renderInPage(<ClipWithDownload clip={clip(3, null, 7)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger Clip 3' }));
    expect(await screen.findByRole('dialog', { name: 'Acheter Clip 3' })).toHaveTextContent(
      'Chaque achat donne droit à un téléchargement du morceau.',
    );
    expect(screen.getByText('Montant à payer : 2,49 €')).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous pour acheter ce morceau.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('keeps the purchase when the card is drawn anew while its track is looked up (a carousel taking over)', async () => {
    let answer: (release: typeof videoRelease) => void = () => undefined;
    answerApi({ '/releases/7': () => new Promise((resolve) => (answer = resolve)) });
    const drawing = (time: number) => (
      <MemoryRouter>
        <ClipPurchases>
          <VideoClipCard key={time} clip={clip(3, null, 7)} download={<ClipDownloadButton clip={clip(3, null, 7)} />} />
        </ClipPurchases>
      </MemoryRouter>
    );
    const { rerender } = renderInPage(drawing(1));
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger Clip 3' }));
    rerender(drawing(2));
    answer(videoRelease);
    expect(await screen.findByRole('dialog', { name: 'Acheter Clip 3' })).toBeInTheDocument();
  });

  it('says so when no release sells the clip, or when the track cannot be looked up', async () => {
    answerApi({ '/releases/7': videoRelease });
    const { unmount } = renderInPage(<ClipWithDownload clip={clip(4, null)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger Clip 4' }));
    expect(toasts()).toContain("Ce clip n'est lié à aucun morceau en vente.");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    answerApi({ '/releases/7': inTurn(UNREACHABLE, videoRelease) });
    renderInPage(<ClipWithDownload clip={clip(4, null, 7)} />);
    const download = screen.getByRole('button', { name: 'Télécharger Clip 4' });
    await userEvent.click(download);
    expect(toasts()).toContain('Impossible de trouver le morceau de ce clip. Réessayez plus tard.');
    expect(download).toBeEnabled();
  });
});
