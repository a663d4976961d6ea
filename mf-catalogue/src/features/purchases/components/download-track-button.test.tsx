import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage, useToastStore } from '@kora/shared';
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
const chooseFormat = async (name: string) => userEvent.click(await screen.findByRole('menuitem', { name }));

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
  await chooseFormat('Master (fichier original)');
  await waitFor(() => expect(saved).toEqual(['minuit_quarante.wav']));
  expect(calls.filter((call) => call.path.endsWith('/download'))).toEqual([
    getCall('/track/41/download', { format: 'master' }),
  ]);
  const fileRequest = requests.find((request) => request.path === '/track/41/download');
  expect(fileRequest?.url).toBe('http://localhost:4000/api/track/41/download?format=master');
  expect(fileRequest?.headers).toEqual({ authorization: 'Bearer test-token' });
  expect(JSON.parse(localStorage.getItem('unlockedTracks') ?? '{}')).toEqual({ 41: 'downloaded' });
  await waitFor(() => expect(calls).toContainEqual(postCall('/user/track-downloaded', { trackId: 41 })));

  await userEvent.click(button());
  expect(toasts()).toContain(
    "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.",
  );
  expect(saved).toHaveLength(1);
});

it('stays busy after a download until the server has answered, so a press then is refused, not offered the menu', async () => {
  signInAs('lea.martin', 'test-token');
  let answerAfterDownload: (answer: object) => void = () => undefined;
  let access: object | Promise<object> = allowed;
  answerApi({
    '/user/releases/4/track-access': async () => [await access],
    ...serveFile('RIFF....WAVE'),
    'POST /user/track-downloaded': { success: true },
  });
  renderInPage(<DownloadTrackButton track={track} />);
  await waitFor(() => expect(button()).toBeEnabled());
  access = new Promise((resolve) => (answerAfterDownload = resolve));
  await userEvent.click(button());
  await chooseFormat('Master (fichier original)');
  await waitFor(() => expect(toasts()).toContain('Téléchargement terminé : Minuit Quarante'));
  expect(button()).toBeDisabled();

  answerAfterDownload(downloaded);
  await waitFor(() => expect(button()).toBeEnabled());
  await userEvent.click(button());
  expect(toasts()).toContain(
    "Vous avez déjà téléchargé ce morceau. Pour le re-télécharger, vous devez l'acheter à nouveau.",
  );
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(saved).toEqual(['minuit_quarante.wav']);
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
  await chooseFormat('MP3 320 kbps');
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
  await chooseFormat('Master (fichier original)');
  await waitFor(() => expect(saved).toEqual(['minuit_quarante.flac']));
  expect(localStorage.getItem('unlockedTracks')).toBe('{}');
});

it('lets the buyer choose the master or an MP3 320 from a menu, by keyboard too, and names the file by what is sent', async () => {
  signInAs('lea.martin', 'test-token');
  const calls = answerApi({
    ...trackAccess(() => allowed),
    ...serveFile('ID3', 'audio/mpeg'),
    'POST /user/track-downloaded': { success: true },
  });
  // The address played is the MP3 listening copy; the master is another file.
  renderInPage(
    <DownloadTrackButton track={{ ...track, audioUrl: 'http://api.test/uploads/audio/demo/track-4-1.mp3' }} />,
  );
  await waitFor(() => expect(button()).toBeEnabled());
  expect(button()).toHaveAttribute('aria-haspopup', 'menu');
  expect(button()).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(button());
  const menu = await screen.findByRole('menu', { name: 'Télécharger Minuit Quarante' });
  expect(button()).toHaveAttribute('aria-expanded', 'true');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Master (fichier original)', 'MP3 320 kbps']);
  expect(within(menu).getByRole('menuitem', { name: 'Master (fichier original)' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button()).toHaveFocus();
  expect(saved).toEqual([]);

  await userEvent.keyboard('{Enter}');
  await screen.findByRole('menu');
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'MP3 320 kbps' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(saved).toEqual(['minuit_quarante.mp3']));
  expect(calls.filter((call) => call.path.endsWith('/download'))).toEqual([
    getCall('/track/41/download', { format: 'mp3-320' }),
  ]);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('offers the formats in English and Spanish too', async () => {
  signInAs('lea.martin');
  answerApi(trackAccess(() => allowed));
  for (const [language, label, items] of [
    ['en', 'Download Minuit Quarante', ['Master (original file)', 'MP3 320 kbps']],
    ['es', 'Descargar Minuit Quarante', ['Máster (archivo original)', 'MP3 320 kbps']],
  ] as const) {
    await setLanguage(language);
    const { unmount } = renderInPage(<DownloadTrackButton track={track} />);
    const trigger = screen.getByRole('button', { name: label });
    await waitFor(() => expect(trigger).toBeEnabled());
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: label });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(items);
    unmount();
  }
  await setLanguage('fr');
});
