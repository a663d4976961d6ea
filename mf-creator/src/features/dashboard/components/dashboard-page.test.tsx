import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, queryClient, useSessionStore } from '@kora/shared';
import {
  aCreatorRelease,
  aProfile,
  anArtistDashboard,
  answerApi,
  dashboardDays,
  expectLocation,
  inTurn,
  loadTexts,
  locationState,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { prefetchDashboard } from '../api/prefetch-dashboard';
import { DashboardPage } from './dashboard-page';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lina.duval');
});
afterEach(() => jest.useRealTimers());

const releases = [
  aCreatorRelease(1, { title: 'Premier pas', releaseDate: '2026-01-10T00:00:00.000Z' }),
  aCreatorRelease(2, { title: 'Racines', type: 'album', releaseDate: '2026-11-02T00:00:00.000Z' }),
  aCreatorRelease(3, { title: 'Brouillon de nuit', status: 'draft', releaseDate: '2026-11-18T00:00:00.000Z' }),
  aCreatorRelease(4, { title: 'Sous la pluie', type: 'video', releaseDate: '2026-06-01T00:00:00.000Z' }),
  aCreatorRelease(5, { title: 'Minuit', releaseDate: '2026-09-15T00:00:00.000Z' }),
  aCreatorRelease(6, { title: 'Aube', type: 'ep', releaseDate: '2026-03-20T00:00:00.000Z' }),
];

function renderDashboard(state?: unknown, keepCache = false) {
  renderScreen(<DashboardPage />, { path: '/artist/dashboard', state, keepCache });
}

/** The figure a card shows, by its label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it("shows the API's figures on the cards: monthly listeners and followers as the API counts them from the likes", async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard({
      stats: {
        totalLikes: 1240,
        monthlyListeners: 12400,
        followers: 2480,
        releases: 6,
        sales: 37,
        totalPlays: 5230,
        revenue: { price: 73.63, priceMinor: 7363, currency: 'EUR' },
      },
    }),
    '/artist/releases': { releases },
  });
  renderDashboard();
  expect(await screen.findByText('Bonjour Lina Duval : voici vos chiffres.')).toBeInTheDocument();
  expect(card('Auditeurs mensuels')?.replace(/\s/g, ' ')).toBe('12,4 k');
  expect(card('Abonnés')?.replace(/\s/g, ' ')).toBe('2,5 k');
  expect(card('Sorties')).toBe('6');
  expect(card('Ventes')).toBe('37');
  expect(card('Revenus')?.replace(/\s/g, ' ')).toBe('73,63 €');
});

it('shows the figures asked for with the screen’s code, without asking the API again', async () => {
  const calls = answerApi({ '/artist/dashboard': anArtistDashboard(), '/artist/releases': { releases } });
  queryClient.clear();
  prefetchDashboard();
  await networkSettled();
  expect(calls.map((call) => call.path).sort()).toEqual(['/artist/dashboard', '/artist/releases']);

  renderDashboard(undefined, true);
  expect(await screen.findByText('Bonjour Lina Duval : voici vos chiffres.')).toBeInTheDocument();
  await networkSettled();
  expect(calls).toHaveLength(2);
});

it('asks nothing ahead for a visitor, whom the screen sends to sign in', async () => {
  useSessionStore.getState().signOut();
  const calls = answerApi({ '/artist/dashboard': anArtistDashboard(), '/artist/releases': { releases } });
  prefetchDashboard();
  await networkSettled();
  expect(calls).toEqual([]);
});

it('gives each chart its figures as a table too, shown on request', async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard({
      days: dashboardDays('2026-11-20', (index) => ({ plays: index * 10, sales: index % 3 })),
    }),
    '/artist/releases': { releases },
  });
  renderDashboard();
  const plays = await screen.findByRole('table', { name: 'Écoutes par jour (30 derniers jours), jour par jour' });
  const rows = within(plays).getAllByRole('row');
  expect(rows).toHaveLength(31);
  expect(rows[1]).toHaveTextContent('22 octobre 2026');
  expect(rows[1]).toHaveTextContent(/0$/);
  expect(within(rows[30]).getByRole('rowheader')).toHaveTextContent('20 novembre 2026');
  expect(within(rows[30]).getByRole('cell')).toHaveTextContent('290');
  expect(screen.getByText(/^4\s350 écoutes en 30 jours\.$/, { selector: 'p' })).toBeInTheDocument();

  const sales = screen.getByRole('table', { name: 'Ventes par jour (30 derniers jours), jour par jour' });
  expect(within(within(sales).getAllByRole('row')[3]).getByRole('cell')).toHaveTextContent('2');

  const [toggle] = screen.getAllByRole('button', { name: 'Afficher les données en tableau' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAccessibleName('Masquer le tableau');
});

it('lists the 5 most recent releases by release date, with their type, status and link', async () => {
  answerApi({ '/artist/dashboard': anArtistDashboard(), '/artist/releases': { releases } });
  renderDashboard();
  const list = within(await screen.findByRole('region', { name: 'Sorties récentes' }));
  await list.findByRole('link', { name: 'Racines' });
  const titles = list.getAllByRole('link').filter((link) => link.closest('li'));
  expect(titles.map((link) => link.textContent)).toEqual([
    'Brouillon de nuit',
    'Racines',
    'Minuit',
    'Sous la pluie',
    'Aube',
  ]);
  expect(list.getByRole('link', { name: 'Racines' })).toHaveAttribute('href', '/release/2');
  expect(list.getByRole('link', { name: 'Brouillon de nuit' })).toHaveAttribute('href', '/artist/release/edit/3');
  const draft = list.getByRole('link', { name: 'Brouillon de nuit' }).closest('li') as HTMLElement;
  expect(draft).toHaveTextContent('Brouillon');
  expect(draft).toHaveTextContent('Single · 18 novembre 2026');
  expect(list.getByRole('link', { name: 'Toutes mes sorties' })).toHaveAttribute('href', '/artist/releases');
  expect(screen.getByRole('link', { name: 'Nouvel épisode de podcast' })).toHaveAttribute(
    'href',
    '/podcast-creator/episode',
  );
});

it("says 'Erreur lors de la récupération des releases' and tries again on Retry", async () => {
  answerApi({
    '/artist/dashboard': anArtistDashboard(),
    '/artist/releases': inTurn(UNREACHABLE, { releases }),
  });
  renderDashboard();
  const section = within(await screen.findByRole('region', { name: 'Sorties récentes' }));
  expect(await section.findByText('Erreur lors de la récupération des releases')).toBeInTheDocument();
  await userEvent.click(section.getByRole('button', { name: 'Réessayer' }));
  expect(await section.findByRole('link', { name: 'Racines' })).toBeInTheDocument();
});

it('tells a listener whose plan allows creation to become an artist from the Artist zone of the profile', async () => {
  const refusal = new ApiError(403, { message: "Accès refusé. Vous n'avez pas les permissions nécessaires." });
  answerApi({
    '/artist/dashboard': refusal,
    '/artist/releases': refusal,
    '/profile': aProfile({ username: 'sofia.mendes', plan: 'premium' }),
  });
  renderDashboard();
  expect(await screen.findByText('Cet espace est réservé aux artistes.')).toBeInTheDocument();
  expect(
    await screen.findByText(
      "Votre compte n'est pas encore un compte artiste : créez votre profil d'artiste dans la Zone Artiste de votre profil.",
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Devenir artiste depuis mon profil' }));
  await expectLocation('/profile');
  expect(locationState()).toEqual({ tab: 'artist' });
  expect(screen.queryByText('Erreur lors de la récupération des releases')).not.toBeInTheDocument();
});

it('tells a Free listener up front which plan the artist area needs, with the way to the plans', async () => {
  const refusal = new ApiError(403, { message: "Accès refusé. Vous n'avez pas les permissions nécessaires." });
  answerApi({
    '/artist/dashboard': refusal,
    '/artist/releases': refusal,
    '/profile': aProfile({ plan: 'free' }),
  });
  renderDashboard();
  expect(
    await screen.findByText(
      "Devenir artiste demande le forfait Premium : choisissez-le dans l'onglet Forfait de votre profil, puis créez votre profil d'artiste dans la Zone Artiste.",
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Devenir artiste depuis mon profil' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Voir les forfaits' }));
  await expectLocation('/profile');
  expect(locationState()).toEqual({ tab: 'plan' });
});

it('shows the message passed by navigation for 5 seconds, once', async () => {
  jest.useFakeTimers();
  answerApi({ '/artist/dashboard': anArtistDashboard(), '/artist/releases': { releases } });
  renderDashboard({ flash: '« Nuit blanche » est publié.' });
  const flash = screen.getAllByRole('status').find((region) => region.textContent === '« Nuit blanche » est publié.');
  expect(flash).toBeDefined();
  expect(locationState()).toBeNull();
  act(() => jest.advanceTimersByTime(4900));
  expect(flash).toHaveTextContent('« Nuit blanche » est publié.');
  act(() => jest.advanceTimersByTime(100));
  expect(flash).toBeEmptyDOMElement();
});
