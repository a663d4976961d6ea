import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, bus, setLanguage, useSessionStore, type KoraEvents } from '@kora/shared';
import { PLANS, type PlanName, type Profile } from '@kora/shared/contracts';
import { listSupportRequests } from '@kora/shared/contracts/endpoints';
import {
  aProfile,
  answer as answerEndpoint,
  answerApi,
  aSubscription,
  currentSubscriptionAnswer,
  startApiServer,
} from '@kora/shared/testing';
import { loadTexts, renderScreen, signInAs } from '@kora/shared/testing';
import { translations } from '../locales';
import { aSupportRequest } from '../features/support/test/support-requests';
import { ProfilePage } from './profile-page';

import { provideParcelLoader } from '@kora/shared/remote-app';

startApiServer();
beforeAll(() => loadTexts('account', translations));
// The events remote does not expose its manager: the loader the shell provides rejects.
beforeAll(() => provideParcelLoader(() => Promise.reject(new Error('not exposed'))));
beforeEach(() => signInAs('lea.martin'));
afterEach(async () => {
  jest.restoreAllMocks();
  await setLanguage('fr');
});

/** The profile page's reads; any other call is unanswered and fails loudly. */
function answer({ profile = aProfile(), plan = 'free' as PlanName }: { profile?: Profile | Error; plan?: PlanName }) {
  return answerApi({
    '/profile': profile,
    '/subscription/current': currentSubscriptionAnswer(plan, plan === 'free' ? null : aSubscription(plan)),
    '/profile/orders': [],
    '/support/requests': [],
    '/subscription/usage-stats': {
      data: {
        plan,
        playlists: { used: 1, limit: PLANS[plan].features.playlists.limit },
        favorites: { used: 4, limit: PLANS[plan].features.favorites.limit },
        downloads: { used: 0, limit: 0 },
        purchases: 0,
        tickets: 0,
        events: 0,
      },
    },
  });
}

const showProfile = () => renderScreen(<ProfilePage />, { path: '/profile' });
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

it("shows the name, the ID and 'Aucun forfait' on the free plan, with the common tabs and 'Zone Artiste'", async () => {
  answer({});
  showProfile();
  expect(await screen.findByText('Léa Martin')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
  expect(screen.getByText('ID : 42')).toBeInTheDocument();
  expect(screen.getByText('Aucun forfait')).toBeInTheDocument();
  expect(tabNames()).toEqual(['Profil', 'Forfait', 'Commandes', 'Portefeuille', 'Paramètres', 'Zone Artiste', 'Aide']);
  const panel = screen.getByRole('tabpanel');
  expect(within(panel).getByText('lea.martin@kora.test')).toBeInTheDocument();
  expect(within(panel).getByText('15 mars 2025')).toBeInTheDocument();
});

it('says how many items this device keeps to listen offline', async () => {
  answer({});
  showProfile();
  const offline = await screen.findByRole('region', { name: 'Écoute hors ligne' });
  expect(offline).toHaveTextContent('0 élément disponible hors ligne');
});

it("links to 'Mes billets'", async () => {
  answer({});
  showProfile();
  expect(await screen.findByRole('link', { name: 'Mes billets' })).toHaveAttribute('href', '/tickets');
});

it("says 'Non défini' when the registration date is missing", async () => {
  answer({ profile: aProfile({ createdAt: '' }) });
  showProfile();
  expect(await screen.findByText('Non défini')).toBeInTheDocument();
});

it.each(['starter', 'premium'] as const)("adds 'Gestion Événements' on %s", async (plan) => {
  answer({ plan });
  showProfile();
  expect(await screen.findByText(PLANS[plan].label)).toBeInTheDocument();
  expect(tabNames()).toEqual([
    'Profil',
    'Forfait',
    'Commandes',
    'Portefeuille',
    'Paramètres',
    'Zone Artiste',
    'Gestion Événements',
    'Aide',
  ]);
});

it("opens 'Zone Artiste' for a listener sent there, saying the plan creating takes and offering it", async () => {
  answer({});
  renderScreen(<ProfilePage />, { path: '/profile', state: { tab: 'artist' } });
  const tab = await screen.findByRole('tab', { name: 'Zone Artiste' });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Zone Artiste' });
  expect(panel).toHaveTextContent('Devenir artiste ou créateur de podcasts nécessite le forfait Premium.');
  expect(within(panel).getByRole('button', { name: 'Passer au forfait Premium' })).toBeVisible();
});

it('writes the registration date in the reader’s language', async () => {
  await setLanguage('en');
  answer({});
  showProfile();
  const panel = await screen.findByRole('tabpanel', { name: 'Profile' });
  expect(within(panel).getByText('15 March 2025')).toBeInTheDocument();
  await act(() => setLanguage('es'));
  expect(await within(panel).findByText('15 de marzo de 2025')).toBeInTheDocument();
});

it('shows the events manager in its own area, contained when the events remote cannot provide it', async () => {
  answer({ plan: 'starter' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  showProfile();
  await userEvent.click(await screen.findByRole('tab', { name: 'Gestion Événements' }));
  expect(await screen.findByText('Cette section est momentanément indisponible.')).toBeInTheDocument();
  expect(screen.getByText('Léa Martin')).toBeInTheDocument();
});

it('opens the tab another screen sends the user to, e.g. the events manager after saving an event', async () => {
  answer({ plan: 'starter' });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderScreen(<ProfilePage />, { path: '/profile', state: { tab: 'events' } });
  expect(await screen.findByRole('tab', { name: 'Gestion Événements' })).toHaveAttribute('aria-selected', 'true');
});

it("opens 'Aide' from a link naming it (a support reply's notification), with the member's requests", async () => {
  answer({});
  answerApi([answerEndpoint(listSupportRequests, [aSupportRequest(3, { subject: 'Facture introuvable' })])]);
  renderScreen(<ProfilePage />, { path: '/profile', at: '/profile?tab=support' });
  expect(await screen.findByRole('tab', { name: 'Aide' })).toHaveAttribute('aria-selected', 'true');
  const panel = screen.getByRole('tabpanel', { name: 'Aide' });
  expect(await within(panel).findByRole('button', { name: /Facture introuvable/ })).toBeVisible();
  expect(within(panel).getByRole('button', { name: 'Nouvelle demande' })).toBeVisible();
});

it('moves between tabs with the arrow keys', async () => {
  answer({});
  showProfile();
  const first = await screen.findByRole('tab', { name: 'Profil' });
  first.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Forfait' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Forfait' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Aide' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Zone Artiste' })).toHaveAttribute('aria-selected', 'true');
});

it('shows the orders tab empty message', async () => {
  answer({});
  showProfile();
  await userEvent.click(await screen.findByRole('tab', { name: 'Commandes' }));
  expect(await screen.findByText('Aucune commande pour le moment')).toBeInTheDocument();
});

it('says when the profile cannot be loaded, and Retry loads it again', async () => {
  answer({ profile: new ApiError(500, null, 'Internal Server Error') });
  showProfile();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement du profil');
  answer({});
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Léa Martin')).toBeInTheDocument();
});

it('ends the session with the session-expired message when the server refuses the token', async () => {
  answer({ profile: new ApiError(401, { message: 'Token invalide' }) });
  const expired = jest.fn<void, [KoraEvents['auth:expired']]>();
  const off = bus.on('auth:expired', expired);
  showProfile();
  await waitFor(() => expect(expired).toHaveBeenCalledWith({ message: 'Session expirée. Veuillez vous reconnecter.' }));
  off();
  expect(useSessionStore.getState().token).toBeNull();
  expect(localStorage.getItem('jwt_token')).toBeNull();
});
