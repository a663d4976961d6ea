import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useToastStore } from '@kora/shared';
import {
  answerApi,
  loadTexts,
  renderInPage,
  resetKernel,
  signInAs,
  startApiServer,
  watchRequests,
} from '@kora/shared/testing';
import { getCall, postCall } from '../../../test/api';
import { translations } from '../../../locales';
import { DownloadTrackButton } from './download-track-button';

const track = {
  id: 41,
  releaseId: 4,
  title: 'Minuit Quarante',
  price: 1.99,
  audioUrl: 'http://api.test/uploads/audio/demo/track-4-1.wav',
};
const allowed = { trackId: 41, canDownload: true, reason: 'can_download', purchased: true, unlimited: false };
const downloaded = { ...allowed, canDownload: false, reason: 'already_downloaded' };
const notBought = { ...allowed, canDownload: false, reason: 'not_purchased', purchased: false };

/** The release's track access as the server answers it: the button's track is one of its rows. */
const trackAccess = (answer: () => object) => ({ '/user/releases/4/track-access': () => [answer()] });

const saved: string[] = [];
const toasts = () => useToastStore.getState().toasts.map((toast) => toast.message);

startApiServer();
const requests = watchRequests();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
  saved.length = 0;
  URL.createObjectURL = jest.fn(() => 'blob:track');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

/** The API's answer to the file request of track 41. */
const serveFile = (body: string, type = 'audio/wav') => ({
  '/track/41/download': () => new Response(body, { status: 200, headers: { 'content-type': type } }),
});

const button = () => screen.getByRole('button', { name: 'Télécharger Minuit Quarante' });

it('saves a bought track under its title with the extension of its file, once', async () => {
  signInAs('lea.martin', 'test-token');
  let answer: object = allowed;
  const calls = answerApi({
    ...trackAccess(() => answer),
    ...serveFile('RIFF....WAVE'),
    'POST /user/track-downloaded': { success: true },
  });
  renderInPage(<DownloadTrackButton track={track} />);
  await waitFor(() => expect(button()).toBeEnabled());
  answer = downloaded;
  await userEvent.click(button());
  await waitFor(() => expect(saved).toEqual(['minuit_quarante.wav']));
  expect(calls.filter((call) => call.path.endsWith('/download'))).toEqual([getCall('/track/41/download')]);
  const fileRequest = requests.find((request) => request.path === '/track/41/download');
  expect(fileRequest?.url).toBe('http://localhost:4000/api/track/41/download');
  expect(fileRequest?.headers).toEqual({ authorization: 'Bearer test-token' });
  expect(JSON.parse(localStorage.getItem('unlockedTracks') ?? '{}')).toEqual({ 41: 'downloaded' });
  await waitFor(() => expect(calls).toContainEqual(postCall('/user/track-downloaded', { trackId: 41 })));

  await userEvent.click(button());
  expect(toasts()).toContain(
    "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.",
  );
  expect(saved).toHaveLength(1);
});

it('opens the purchase modal for a track not bought yet', async () => {
  signInAs('lea.martin');
  answerApi(trackAccess(() => notBought));
  renderInPage(<DownloadTrackButton track={track} />);
  await waitFor(() => expect(button()).toBeEnabled());
  await userEvent.click(button());
  expect(await screen.findByRole('dialog', { name: 'Acheter Minuit Quarante' })).toBeInTheDocument();
});

it('says when a track has no file, and when the file is missing on the site', async () => {
  signInAs('lea.martin');
  answerApi({
    ...trackAccess(() => allowed),
    '/track/41/download': new ApiError(404, { message: 'Fichier non disponible sur le site', error: 'Not Found' }),
  });
  const { rerender } = renderInPage(<DownloadTrackButton track={{ ...track, audioUrl: null }} />);
  await userEvent.click(button());
  expect(toasts()).toEqual(['Aucun fichier à télécharger pour ce morceau.']);

  rerender(<DownloadTrackButton track={track} />);
  await userEvent.click(button());
  await waitFor(() => expect(toasts()).toContain('Fichier non disponible sur le site'));
  expect(saved).toEqual([]);
});

it('asks a visitor for a token', async () => {
  renderInPage(<DownloadTrackButton track={track} />);
  await userEvent.click(button());
  expect(toasts()).toEqual(["Token d'authentification manquant"]);
});

it('names the file from the media type when the address has no extension (premium, no purchase)', async () => {
  signInAs('sofia.mendes');
  answerApi({
    ...trackAccess(() => ({ ...allowed, purchased: false, unlimited: true })),
    ...serveFile('fLaC', 'audio/flac'),
    'POST /user/track-downloaded': { success: true },
  });
  renderInPage(<DownloadTrackButton track={{ ...track, audioUrl: 'http://api.test/stream/41' }} />);
  await waitFor(() => expect(button()).toBeEnabled());
  await userEvent.click(button());
  await waitFor(() => expect(saved).toEqual(['minuit_quarante.flac']));
  expect(localStorage.getItem('unlockedTracks')).toBe('{}');
});
