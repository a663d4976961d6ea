import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useCurrencyStore, usePlayerStore } from '@kora/shared';
import {
  addFavourite,
  likeTrack,
  listLikedTracks,
  listMyFavourites,
  listMyPlaylists,
} from '@kora/shared/contracts/endpoints';
import {
  album,
  answer,
  answerApi,
  comment,
  FakeIntersectionObserver,
  inTurn,
  loadTexts,
  networkSettled,
  type Query,
  renderScreen,
  resetKernel,
  signInAs,
  single,
  startApiServer,
  summary,
  UNREACHABLE,
} from '@kora/shared/testing';
import { getCall, postCall } from '../test/api';
import { libraryTranslations, translations } from '../locales';
import { ReleasePage } from './release-page';

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeAll(() => loadTexts('catalogue-library', libraryTranslations));
beforeEach(() => {
  resetKernel();
  // A signed-in listener's library, which the hearts and the favourite button read: empty.
  answerApi([answer(listLikedTracks, []), answer(listMyFavourites, []), answer(listMyPlaylists, [])]);
});

const renderRelease = (id: number, query = '') =>
  renderScreen(<ReleasePage />, { path: '/release/:id', at: `/release/${id}${query}` });
const canDownload = (trackId: number, allowed: boolean) => ({
  trackId,
  canDownload: allowed,
  reason: allowed ? 'can_download' : 'not_purchased',
  purchased: allowed,
  unlimited: false,
  remainingDownloads: allowed ? 1 : 0,
});
const common = (id: number) => ({
  [`/releases/${id}/comments`]: [],
  '/releases': (query: Query) => (query.exclude === String(id) ? [summary(8), summary(9)] : []),
  // The player records a listen each time a track starts.
  'POST /track/:id/listen': {},
});
/** Records any other POST, and any per-track download check, so a test can say none was made. */
const recordTheRest = { '/user/track/:id/can-download': UNREACHABLE, 'POST /*': UNREACHABLE };
const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('a single', () => {
  it('shows the large cover with a play button, the buy and download buttons with price, about, share and other releases', async () => {
    const calls = answerApi({ '/releases/4': single, ...common(4) });
    renderRelease(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sortie : Minuit Quarante' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pochette de Minuit Quarante' })).toBeInTheDocument();
    const buy = screen.getByRole('button', { name: 'Acheter · 1,99\u00a0€ — Minuit Quarante' });
    expect(buy).toHaveTextContent(/^Acheter · 1,99\s€$/);
    expect(buy).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Télécharger Minuit Quarante' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'À propos' })).toBeInTheDocument();
    expect(screen.getByText('Une montée lente vers la piste.')).toBeInTheDocument();
    for (const network of ['Facebook', 'Twitter', 'VK']) {
      expect(screen.getByRole('link', { name: `Partager sur ${network} (nouvel onglet)` })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(screen.getByRole('link', { name: 'Partager sur VK (nouvel onglet)' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://vk.com/share.php?url='),
    );
    const others = screen.getByRole('region', { name: 'Autres sorties' });
    expect(await within(others).findAllByRole('article')).toHaveLength(2);
    expect(calls).toContainEqual(getCall('/releases', { exclude: '4', limit: '6' }));
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).not.toBeInTheDocument();
  });

  it('offers the release as a favourite, and its track’s heart and add to a playlist', async () => {
    answerApi({ '/releases/4': single, ...common(4) });
    renderRelease(4);
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'J’aime « Minuit Quarante »' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Ajouter « Minuit Quarante » à une playlist' })).toBeInTheDocument();
  });

  it('offers a signed-in listener to listen to the release offline, never a video release', async () => {
    signInAs('lea.martin');
    answerApi({ '/releases/4': single, ...common(4), '/user/releases/4/track-access': [canDownload(41, false)] });
    const { unmount } = renderRelease(4);
    expect(await screen.findByRole('button', { name: 'Écouter « Minuit Quarante » hors ligne' })).toBeInTheDocument();
    unmount();

    answerApi({ '/releases/4': { ...single, type: 'video' } });
    renderRelease(4);
    await screen.findByRole('heading', { level: 1, name: 'Sortie : Minuit Quarante' });
    expect(screen.queryByRole('button', { name: /hors ligne/ })).not.toBeInTheDocument();
  });

  it('a signed-in listener keeps the release among the account’s favourites', async () => {
    signInAs('lea.martin');
    const calls = answerApi([
      answer(addFavourite, { kind: 'releases', id: 4, favourite: true, usage: { used: 1, limit: 50 } }),
    ]);
    answerApi({ '/releases/4': single, ...common(4), '/user/releases/4/track-access': [canDownload(41, false)] });
    renderRelease(4);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/favorites/releases/4' })),
    );
  });

  it('names the genre the single is filed under in the reader’s language', async () => {
    answerApi({ '/releases/4': { ...single, genre: 'r&b' }, ...common(4) });
    renderRelease(4);
    await screen.findByRole('heading', { level: 1, name: 'Sortie : Minuit Quarante' });
    expect(screen.getByText('R&B / Soul')).toBeInTheDocument();
  });

  it('plays and pauses the single through the player', async () => {
    answerApi({ '/releases/4': single, ...common(4) });
    renderRelease(4);
    await userEvent.click(await screen.findByRole('button', { name: 'Écouter Minuit Quarante' }));
    expect(usePlayerStore.getState()).toMatchObject({
      playing: true,
      track: { id: 'track:41', title: 'Minuit Quarante' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Mettre en pause Minuit Quarante' }));
    expect(usePlayerStore.getState().playing).toBe(false);
  });

  it('shows prices in the chosen currency', async () => {
    useCurrencyStore.setState({ currency: 'XOF' });
    answerApi({ '/releases/4': single, ...common(4) });
    renderRelease(4);
    expect(await screen.findByRole('button', { name: /^Acheter · 1\s305\sFCFA — Minuit Quarante$/ })).toHaveTextContent(
      /1\s305\sFCFA/,
    );
  });

  it('the buy button opens the purchase modal of the track; a visitor is asked up front to sign in', async () => {
    const calls = answerApi({ '/releases/4': single, ...common(4), ...recordTheRest });
    renderRelease(4);
    await userEvent.click(await screen.findByRole('button', { name: 'Acheter · 1,99\u00a0€ — Minuit Quarante' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acheter Minuit Quarante' });
    expect(within(dialog).getByText('Connectez-vous pour acheter ce morceau.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/signin?next=%2Frelease%2F4',
    );
    expect(within(dialog).queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
    await networkSettled();
    expect(posts(calls)).toEqual([]);
  });

  it('download of a track not bought yet opens its purchase modal', async () => {
    signInAs('lea.martin');
    answerApi({ '/releases/4': single, ...common(4), '/user/releases/4/track-access': [canDownload(41, false)] });
    renderRelease(4);
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger Minuit Quarante' }));
    expect(await screen.findByRole('dialog', { name: 'Acheter Minuit Quarante' })).toBeInTheDocument();
  });

  it('back from the card payment: the success alert, the track resynced with the server', async () => {
    signInAs('lea.martin');
    const calls = answerApi({
      '/releases/4': single,
      ...common(4),
      '/user/releases/4/track-access': [canDownload(41, true)],
      'POST /user/track/41/sync-download-status': { success: true, trackId: 41, canDownload: true },
    });
    renderRelease(4, '?payment_success=true&track_id=41');
    const message = 'Paiement réussi ! Votre morceau est débloqué : vous pouvez le télécharger.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sortie : Minuit Quarante' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContainEqual(postCall('/user/track/41/sync-download-status', { trackId: 41 })));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

describe('an album', () => {
  const album2 = () => ({ '/releases/2': album, '/album/2/listens': { releaseId: 2, count: 310042 }, ...common(2) });

  it('shows the breadcrumb, track count, listen count, the buy-album button and the track list', async () => {
    answerApi(album2());
    renderRelease(2);
    const breadcrumb = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Sorties' })).toHaveAttribute('href', '/releases');
    expect(within(breadcrumb).getByText('Racines')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('3 titres')).toBeInTheDocument();
    expect(await screen.findByText('310,0 k écoutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Acheter l'album · 9,99\u00a0€ — Racines" })).toHaveTextContent(
      /^Acheter l'album · 9,99\s€$/,
    );
    const rows = within(screen.getByRole('region', { name: 'Titres' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ouverture');
    expect(rows[0]).toHaveTextContent('1:06');
    expect(rows[0]).toHaveTextContent(/1,99\s€/);
    expect(within(rows[0]).getByRole('button', { name: 'Acheter · 1,99\u00a0€ — Ouverture' })).toHaveTextContent(
      /^Acheter$/,
    );
    expect(within(rows[0]).getByRole('button', { name: 'Télécharger Ouverture' })).toBeEnabled();
  });

  it('gives each track row its heart and its add to a playlist, and the album its favourite button', async () => {
    answerApi(album2());
    renderRelease(2);
    const rows = within(await screen.findByRole('region', { name: 'Titres' })).getAllByRole('listitem');
    for (const [row, title] of [
      [rows[0], 'Ouverture'],
      [rows[1], 'Racines'],
      [rows[2], 'Le fleuve'],
    ] as const) {
      expect(within(row).getByRole('button', { name: `J’aime « ${title} »` })).toHaveAttribute('aria-pressed', 'false');
      expect(within(row).getByRole('button', { name: `Ajouter « ${title} » à une playlist` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
  });

  it('a signed-in listener likes a track from its row', async () => {
    signInAs('lea.martin');
    const access = { '/user/releases/2/track-access': [21, 22, 23].map((id) => canDownload(id, false)) };
    const calls = answerApi([
      answer(likeTrack, { kind: 'tracks', id: 23, favourite: true, usage: { used: 1, limit: 50 } }),
    ]);
    answerApi({ ...album2(), ...access });
    renderRelease(2);
    const row = within(await screen.findByRole('region', { name: 'Titres' })).getAllByRole('listitem')[2];
    await userEvent.click(within(row).getByRole('button', { name: 'J’aime « Le fleuve »' }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/likes/tracks/23' })),
    );
  });

  it('buys the whole album from its button, or one track from its row', async () => {
    answerApi(album2());
    renderRelease(2);
    await userEvent.click(await screen.findByRole('button', { name: "Acheter l'album · 9,99\u00a0€ — Racines" }));
    expect(await screen.findByRole('dialog', { name: "Acheter l'album Racines" })).toHaveTextContent(
      "L'album comprend un téléchargement de chacun de ses morceaux.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Acheter · 1,99\u00a0€ — Le fleuve' }));
    expect(await screen.findByRole('dialog', { name: 'Acheter Le fleuve' })).toBeInTheDocument();
  });

  it('back from an album payment: the album success alert; the tracks ask the server in one request', async () => {
    signInAs('lea.martin');
    const access = { '/user/releases/2/track-access': [21, 22, 23].map((id) => canDownload(id, true)) };
    const calls = answerApi({ ...album2(), ...access, ...recordTheRest });
    renderRelease(2, '?payment_success=true&album_id=2');
    expect(
      await screen.findByText(
        "Paiement réussi ! L'album est débloqué : vous pouvez télécharger chacun de ses morceaux une fois.",
      ),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Titres' });
    await waitFor(() => expect(calls).toContainEqual(getCall('/user/releases/2/track-access')));
    await networkSettled();
    expect(calls.filter((call) => call.path === '/user/releases/2/track-access')).toHaveLength(1);
    expect(calls.filter((call) => call.path.includes('/can-download'))).toEqual([]);
    expect(posts(calls)).toEqual([]);
  });

  it('plays the album in order, a track from its place in the album, and adds a track to the player', async () => {
    answerApi(album2());
    renderRelease(2);
    await userEvent.click(await screen.findByRole('button', { name: "Écouter l'album" }));
    let player = usePlayerStore.getState();
    expect(player.playlist.map((item) => item.title)).toEqual(['Ouverture', 'Racines', 'Le fleuve']);
    expect(player.track?.title).toBe('Ouverture');

    await userEvent.click(screen.getByRole('button', { name: 'Écouter Le fleuve' }));
    player = usePlayerStore.getState();
    expect(player.track?.title).toBe('Le fleuve');
    expect(player.index).toBe(2);
    act(() => player.previous());
    expect(usePlayerStore.getState().track?.title).toBe('Racines');

    act(() => usePlayerStore.getState().reset());
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter Racines au lecteur' }));
    expect(usePlayerStore.getState()).toMatchObject({ playing: false, track: { title: 'Racines' } });
    expect(await screen.findByRole('button', { name: 'Écouter Racines' })).toBeInTheDocument();
  });
});

it('says when the release does not exist, and offers Retry on other errors', async () => {
  answerApi({ '/releases/404': new ApiError(404, { message: 'Release introuvable.' }) });
  renderRelease(404);
  expect(await screen.findByText("Cette sortie n'existe pas.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});

it('offers Retry when the release cannot be loaded', async () => {
  answerApi({ '/releases/4': inTurn(UNREACHABLE, single), ...common(4) });
  renderRelease(4);
  expect(await screen.findByText('Impossible de charger cette sortie.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('button', { name: 'Écouter Minuit Quarante' })).toBeInTheDocument();
});

describe('on a phone, where the comments and other releases are below the release', () => {
  beforeEach(() => FakeIntersectionObserver.install());
  afterEach(() => FakeIntersectionObserver.uninstall());

  it('reads them as the listener scrolls towards them, not with the page', async () => {
    const calls = answerApi({
      '/releases/4': single,
      ...common(4),
      '/releases/4/comments': [comment(1, 'Très beau titre')],
    });
    renderRelease(4);
    expect(await screen.findByRole('button', { name: 'Écouter Minuit Quarante' })).toBeInTheDocument();
    await networkSettled();
    const paths = () => calls.map((call) => call.path);
    expect(paths()).toEqual(['/releases/4']);
    // The comment form is there from the start: a reader may write before the thread is read.
    expect(screen.getByRole('textbox', { name: 'Votre commentaire' })).toBeInTheDocument();

    act(() => FakeIntersectionObserver.scrollNear());
    expect(await screen.findByText('Très beau titre')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Autres sorties' });
    expect(await within(others).findAllByRole('article')).toHaveLength(2);
    expect(paths()).toEqual(expect.arrayContaining(['/releases/4/comments', '/releases']));
  });
});
