import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useCurrencyStore, usePlayerStore } from '@kora/shared';
import { mockApi, renderAt, resetStores, setUpTranslations } from '../test/render';
import { album, single, summary } from '../test/fixtures';
import { ReleasePage } from './release-page';

beforeAll(setUpTranslations);
beforeEach(() => {
  resetStores();
  useCurrencyStore.setState({ currency: 'EUR' });
});
afterEach(() => jest.restoreAllMocks());

const renderRelease = (id: number) => renderAt(<ReleasePage />, { path: '/release/:id', route: `/release/${id}` });
const common = (id: number) => ({
  [`/releases/${id}/comments`]: [],
  '/releases': (query: Record<string, unknown>) => (query.exclude === id ? [summary(8), summary(9)] : []),
});

describe('a single', () => {
  it('shows the large cover with a play button, the buy and download buttons with price, about, share and other releases', async () => {
    const { get } = mockApi({ '/releases/4': single, ...common(4) });
    renderRelease(4);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sortie : Minuit Quarante' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pochette de Minuit Quarante' })).toBeInTheDocument();
    const buy = screen.getByRole('button', { name: 'Acheter le single Minuit Quarante pour 1,99\u00a0€' });
    expect(buy).toHaveTextContent(/^Acheter le single · 1,99\s€$/);
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription("L'achat et le téléchargement des morceaux arrivent très bientôt.");
    expect(screen.getByRole('button', { name: 'Télécharger Minuit Quarante' })).toBeDisabled();
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
    expect(get).toHaveBeenCalledWith('/releases', expect.objectContaining({ query: { exclude: 4, limit: 6 } }));
    expect(screen.queryByRole('navigation', { name: "Fil d'Ariane" })).not.toBeInTheDocument();
  });

  it('plays and pauses the single through the player', async () => {
    mockApi({ '/releases/4': single, ...common(4) });
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
    mockApi({ '/releases/4': single, ...common(4) });
    renderRelease(4);
    expect(await screen.findByRole('button', { name: /Acheter le single/ })).toHaveTextContent(/1\s305\sFCFA/);
  });
});

describe('an album', () => {
  const album2 = () => ({ '/releases/2': album, '/album/2/listens': { releaseId: 2, count: 310042 }, ...common(2) });

  it('shows the breadcrumb, track count, listen count, the buy-album button and the track list', async () => {
    mockApi(album2());
    renderRelease(2);
    const breadcrumb = await screen.findByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(breadcrumb).getByRole('link', { name: 'Sorties' })).toHaveAttribute('href', '/releases');
    expect(within(breadcrumb).getByText('Racines')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('3 titres')).toBeInTheDocument();
    expect(await screen.findByText('310.0K écoutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Acheter l'album Racines pour 9,99\u00a0€" })).toBeDisabled();
    const rows = within(screen.getByRole('region', { name: 'Titres' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Ouverture');
    expect(rows[0]).toHaveTextContent('1:06');
    expect(rows[0]).toHaveTextContent(/1,99\s€/);
    expect(within(rows[0]).getByRole('button', { name: 'Acheter Ouverture pour 1,99\u00a0€' })).toBeDisabled();
    expect(within(rows[0]).getByRole('button', { name: 'Télécharger Ouverture' })).toBeDisabled();
  });

  it('plays the album in order, a track from its place in the album, and adds a track to the player', async () => {
    mockApi(album2());
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
  mockApi({ '/releases/404': new ApiError(404, { message: 'Release introuvable.' }) });
  renderRelease(404);
  expect(await screen.findByText("Cette sortie n'existe pas.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});

it('offers Retry when the release cannot be loaded', async () => {
  const { get } = mockApi({ '/releases/4': single, ...common(4) });
  get.mockRejectedValueOnce(new ApiError(0, null, '', 'réseau'));
  renderRelease(4);
  expect(await screen.findByText('Impossible de charger cette sortie.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('button', { name: 'Écouter Minuit Quarante' })).toBeInTheDocument();
});
