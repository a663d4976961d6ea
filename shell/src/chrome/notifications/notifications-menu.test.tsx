import { setLanguage, useSessionStore } from '@kora/shared';
import {
  answerApi,
  aProfile,
  expectNothingAsked,
  resetKernel,
  signInAs,
  startApiServer,
  watchRequests,
} from '@kora/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../header';
import { LocationProbe, renderInShell } from '../render-in-shell';
import { aNotification, serveNotifications } from './notifications.test-support';

startApiServer();
const requests = watchRequests();

async function renderHeader() {
  const user = userEvent.setup();
  await renderInShell(
    <>
      <Header />
      <LocationProbe />
    </>,
  );
  return user;
}

const bell = (name: string | RegExp = /^Notifications/) => screen.getByRole('button', { name });
const badge = () => bell().querySelector('.kora-badge');
const panel = () => within(document.getElementById('kora-header-notifications')!);
const entries = () => panel().queryAllByRole('listitem');
const location = () => screen.getByTestId('location').textContent;

const purchase = () => aNotification({ kind: 'purchase-confirmed', params: { title: 'Soleil' }, link: '/release/12' });
const tickets = () =>
  aNotification({
    kind: 'ticket-bought',
    params: { event: 'Nuit du ngoni', quantity: '2' },
    link: '/tickets',
    createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  });
const declined = () =>
  aNotification({
    kind: 'payment-declined',
    params: {},
    link: '/cart',
    createdAt: new Date(Date.now() - 26 * 3600_000).toISOString(),
    readAt: new Date().toISOString(),
  });
const renewed = () =>
  aNotification({
    kind: 'plan-renewed',
    params: { plan: 'premium', until: '2027-03-15T00:00:00.000Z' },
    link: '/profile',
  });

beforeEach(() => {
  resetKernel();
  // The signed-in header reads the account for its creator link.
  answerApi({ '/profile': aProfile() });
});

describe('The notifications bell', () => {
  it('asks nothing for a visitor, shows no badge and invites to sign in', async () => {
    serveNotifications([purchase()]);
    const user = await renderHeader();
    expect(bell('Notifications')).toBeInTheDocument();
    expect(badge()).toBeNull();

    await user.click(bell());
    expect(panel().getByText('Connectez-vous pour voir vos notifications.')).toBeVisible();
    expect(panel().getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
    await expectNothingAsked(requests);
  });

  it("shows the unread count and the latest entries, written in the reader's language", async () => {
    serveNotifications([purchase(), tickets(), declined(), renewed()]);
    signInAs('aminata');
    const user = await renderHeader();

    expect(await screen.findByRole('button', { name: 'Notifications, 3 non lues' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent(/^3$/);

    await user.click(bell());
    await panel().findByRole('list');
    const [first, second, third, fourth] = entries();
    expect(first).toHaveTextContent('Succès');
    expect(first).toHaveTextContent('Non lue');
    expect(first).toHaveTextContent('Achat confirmé');
    expect(first).toHaveTextContent('« Soleil » est dans votre bibliothèque.');
    expect(first).toHaveTextContent('il y a 5 minutes');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/release/12');
    expect(second).toHaveTextContent('Vos 2 billets pour « Nuit du ngoni » sont prêts.');
    expect(second).toHaveTextContent('il y a 2 heures');
    expect(third).toHaveTextContent('Échec');
    expect(third).toHaveTextContent('Paiement refusé');
    expect(third).toHaveTextContent('hier');
    expect(third).not.toHaveTextContent('Non lue');
    expect(fourth).toHaveTextContent("Votre forfait Premium est renouvelé jusqu'au 15 mars 2027.");

    await act(() => setLanguage('en'));
    expect(bell('Notifications, 3 unread')).toBeInTheDocument();
    expect(first).toHaveTextContent('Purchase confirmed');
    expect(first).toHaveTextContent('“Soleil” is in your library.');
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveTextContent('Unread');
    expect(second).toHaveTextContent('Your 2 tickets for “Nuit du ngoni” are ready.');
    expect(fourth).toHaveTextContent('Your Premium plan is renewed until 15 March 2027.');
  });

  it('counts up to 9 on the badge, then shows 9+', async () => {
    serveNotifications(Array.from({ length: 12 }, () => purchase()));
    signInAs();
    await renderHeader();
    expect(await screen.findByRole('button', { name: 'Notifications, 12 non lues' })).toBeInTheDocument();
    expect(badge()).toHaveTextContent(/^9\+$/);
  });

  it('marks an entry read when it is opened, and the badge drops', async () => {
    const first = purchase();
    const api = serveNotifications([first, tickets()]);
    signInAs();
    const user = await renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));

    await user.click(within(entries()[0]).getByRole('link'));
    expect(location()).toBe('/release/12');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 non lue'));
    expect(badge()).toHaveTextContent(/^1$/);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/notifications/${first.id}/read` }),
    ]);
    expect(requests.find((request) => request.method === 'POST')?.headers.authorization).toBe(
      'Bearer token-of-lea.martin',
    );
  });

  it('marks everything read at once', async () => {
    const api = serveNotifications([purchase(), tickets(), declined()]);
    signInAs();
    const user = await renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));

    await user.click(panel().getByRole('button', { name: 'Tout marquer comme lu' }));
    expect(bell('Notifications')).toBeInTheDocument();
    expect(badge()).toBeNull();
    expect(entries()).toHaveLength(3);
    entries().forEach((entry) => expect(entry).not.toHaveTextContent('Non lue'));
    expect(panel().queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /notifications/read-all'),
    );
  });

  it('deletes an entry', async () => {
    const api = serveNotifications([purchase(), declined()]);
    signInAs();
    const user = await renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));

    await user.click(panel().getByRole('button', { name: 'Supprimer la notification « Achat confirmé »' }));
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toHaveTextContent('Paiement refusé');
    expect(badge()).toBeNull();
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    // Reloaded afterwards, as the server now has it.
    await waitFor(() => expect(api.calls.filter((call) => call.path === '/notifications')).toHaveLength(2));
    expect(entries()).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    serveNotifications([]);
    signInAs();
    const user = await renderHeader();
    await user.click(bell());
    expect(await panel().findByText('Aucune notification')).toBeVisible();
    expect(panel().queryByRole('button', { name: 'Tout marquer comme lu' })).not.toBeInTheDocument();
  });

  it('adds a notification that happens while the page is open, and bumps the badge', async () => {
    const api = serveNotifications([declined()]);
    signInAs();
    const user = await renderHeader();
    await waitFor(() => expect(api.openStreams()).toBe(1));
    expect(badge()).toBeNull();
    await user.click(bell());

    api.notify(tickets());
    await waitFor(() => expect(badge()).toHaveTextContent(/^1$/));
    expect(entries()).toHaveLength(2);
    expect(entries()[0]).toHaveTextContent('Billet acheté');
    expect(entries()[0]).toHaveTextContent('Non lue');
    const stream = requests.find((request) => request.path === '/notifications/stream');
    expect(stream?.headers).toMatchObject({ authorization: 'Bearer token-of-lea.martin', accept: 'text/event-stream' });
  });

  it('follows the unread count of other tabs', async () => {
    const api = serveNotifications([purchase(), tickets()]);
    signInAs();
    const user = await renderHeader();
    await waitFor(() => expect(api.openStreams()).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));

    api.readAllElsewhere();
    api.sendUnread(0);
    await waitFor(() => expect(badge()).toBeNull());
    await waitFor(() => entries().forEach((entry) => expect(entry).not.toHaveTextContent('Non lue')));
  });

  it('closes the stream at sign-out and opens a new one for the next token', async () => {
    const api = serveNotifications([]);
    signInAs('aminata');
    await renderHeader();
    await waitFor(() => expect(api.openStreams()).toBe(1));

    act(() => useSessionStore.getState().signOut());
    await waitFor(() => expect(api.openStreams()).toBe(0));
    expect(bell('Notifications')).toBeInTheDocument();

    act(() => signInAs('moussa'));
    await waitFor(() => expect(api.openStreams()).toBe(1));
    const streams = requests.filter((request) => request.path === '/notifications/stream');
    expect(streams.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-of-aminata',
      'Bearer token-of-moussa',
    ]);
  });
});
