import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, endpointKey, queryClient } from '@kora/shared';
import { listEvents } from '@kora/shared/contracts/endpoints';
import type { KoraEvent } from '@kora/shared/contracts';
import {
  anEvent,
  aTicketType,
  answerApi,
  inTurn,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { MyEventsManager } from './my-events-manager';

startApiServer();
beforeAll(() => loadTexts('events', translations));
beforeEach(() => {
  resetKernel();
  signInAs('awa.diop');
});

const tickets = (soldCount: number, quantity: number) => [aTicketType(1, { soldCount, quantity })];

const draft = anEvent(3, { title: 'Répétition publique', status: 'draft', ticketTypes: tickets(0, 50) });
const published = anEvent(4, { title: 'Nuit du ngoni', status: 'published', ticketTypes: tickets(12, 100) });
const cancelled = anEvent(5, { title: 'Concert annulé', status: 'cancelled', ticketTypes: tickets(0, 80) });

const row = (title: string) => screen.getByRole('listitem', { name: title });
const filter = (name: string) => screen.getByRole('button', { name });

function renderManager() {
  return renderScreen(<MyEventsManager />, { path: '/profile' });
}

it('lists the events with their date, status and tickets sold, and the actions their status allows', async () => {
  const calls = answerApi({ '/events/my-events': [draft, published, cancelled] });
  renderManager();
  await screen.findByRole('heading', { name: 'Répétition publique' });
  expect(calls[0].query).toEqual({ filter: 'all' });

  const first = row('Répétition publique');
  expect(within(first).getByText('Brouillon')).toBeInTheDocument();
  expect(within(first).getByText(/12 décembre 2099/)).toBeInTheDocument();
  expect(within(first).getByText('0 / 50 billets vendus')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Voir Répétition publique' })).toHaveAttribute('href', '/event/3');
  expect(within(first).getByRole('link', { name: 'Modifier Répétition publique' })).toHaveAttribute(
    'href',
    '/events/edit/3',
  );
  expect(within(first).getByRole('button', { name: 'Publier Répétition publique' })).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: /Dépublier/ })).not.toBeInTheDocument();
  expect(within(first).queryByRole('link', { name: /Contrôle des billets/ })).not.toBeInTheDocument();

  const second = row('Nuit du ngoni');
  expect(within(second).getByText('Publié')).toBeInTheDocument();
  expect(within(second).getByText('12 / 100 billets vendus')).toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Dépublier Nuit du ngoni' })).toBeInTheDocument();
  expect(within(second).getByRole('link', { name: 'Contrôle des billets Nuit du ngoni' })).toHaveAttribute(
    'href',
    '/event/4/check-in',
  );
  expect(within(second).queryByRole('button', { name: /^Publier/ })).not.toBeInTheDocument();

  const third = row('Concert annulé');
  expect(within(third).getByText('Annulé')).toBeInTheDocument();
  expect(within(third).queryAllByRole('button')).toEqual([]);
  expect(within(third).queryAllByRole('link')).toEqual([]);

  expect(screen.getAllByRole('link', { name: 'Créer un événement' })[0]).toHaveAttribute('href', '/events/create');
});

it('marks the events already past', async () => {
  const over = anEvent(6, {
    title: 'Jazz à Gorée',
    datetime: '2020-05-01T20:00:00.000Z',
    ticketTypes: tickets(40, 40),
  });
  answerApi({ '/events/my-events': [published, over] });
  renderManager();
  expect(within(await screen.findByRole('listitem', { name: 'Jazz à Gorée' })).getByText('Passé')).toBeInTheDocument();
  expect(within(row('Nuit du ngoni')).queryByText('Passé')).not.toBeInTheDocument();
});

it('asks the API for each filter', async () => {
  const calls = answerApi({
    '/events/my-events': (query) => (query.filter === 'draft' ? [draft] : [draft, published]),
  });
  renderManager();
  await screen.findByRole('heading', { name: 'Nuit du ngoni' });
  expect(filter('Tous')).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(filter('Brouillons'));
  expect(filter('Brouillons')).toHaveAttribute('aria-pressed', 'true');
  expect(filter('Tous')).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nuit du ngoni' })).not.toBeInTheDocument());
  for (const name of ['Publiés', 'À venir', 'Passés']) await userEvent.click(filter(name));
  await networkSettled();
  expect(calls.map((call) => call.query.filter)).toEqual(['all', 'draft', 'published', 'upcoming', 'past']);
});

it('publishes a draft, refreshes the list and the public events, and says so', async () => {
  const calls = answerApi({
    '/events/my-events': inTurn([draft], [{ ...draft, status: 'published' }]),
    'POST /events/:id/publish': { ...draft, status: 'published' },
  });
  renderManager();
  // What the public events list had fetched earlier in the page.
  const publicList = [...endpointKey(listEvents), {}];
  queryClient.setQueryData(publicList, [published]);
  await userEvent.click(await screen.findByRole('button', { name: 'Publier Répétition publique' }));
  expect(await screen.findByText('« Répétition publique » est publié.')).toBeInTheDocument();
  expect(within(row('Répétition publique')).getByText('Publié')).toBeInTheDocument();
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /events/my-events',
    'POST /events/3/publish',
    'GET /events/my-events',
  ]);
  expect(queryClient.getQueryState(publicList)?.isInvalidated).toBe(true);
});

it("shows the API's refusal to unpublish an event with sold tickets on its row", async () => {
  const calls = answerApi({
    '/events/my-events': [draft, published],
    'POST /events/:id/unpublish': new ApiError(409, {
      message: "Des billets sont vendus : annulez l'événement plutôt que de le retirer.",
    }),
  });
  renderManager();
  await userEvent.click(await screen.findByRole('button', { name: 'Dépublier Nuit du ngoni' }));
  expect(await within(row('Nuit du ngoni')).findByRole('alert')).toHaveTextContent(
    "Des billets sont vendus : annulez l'événement plutôt que de le retirer.",
  );
  expect(within(row('Répétition publique')).queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    { method: 'POST', path: '/events/4/unpublish', query: {}, body: undefined },
  ]);
});

describe('deleting', () => {
  it('asks first, says what happens to sold tickets, and Cancel sends nothing', async () => {
    const calls = answerApi({ '/events/my-events': [published], 'DELETE /*': UNREACHABLE });
    renderManager();
    const remove = await screen.findByRole('button', { name: 'Supprimer Nuit du ngoni' });
    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'événement ?" });
    expect(dialog).toHaveTextContent('« Nuit du ngoni » sera supprimé.');
    expect(dialog).toHaveTextContent(
      "Un événement publié dont des billets sont vendus n'est pas supprimé : il est annulé et ses acheteurs sont remboursés.",
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    await networkSettled();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('deletes a draft once confirmed', async () => {
    const calls = answerApi({
      '/events/my-events': inTurn([draft, published], [published]),
      'DELETE /events/:id': { deleted: true, cancelled: false, refunded: 0 },
    });
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Répétition publique' }));
    await userEvent.click(screen.getByRole('button', { name: "Supprimer l'événement" }));
    expect(await screen.findByText('« Répétition publique » est supprimé.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Répétition publique' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/events/3']);
  });

  it('says a published event with sold tickets was cancelled and its buyers refunded', async () => {
    answerApi({
      '/events/my-events': inTurn([published], [{ ...published, status: 'cancelled' } as KoraEvent]),
      'DELETE /events/:id': { deleted: false, cancelled: true, refunded: 12 },
    });
    renderManager();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer Nuit du ngoni' }));
    await userEvent.click(screen.getByRole('button', { name: "Supprimer l'événement" }));
    expect(await screen.findByText('« Nuit du ngoni » est annulé : 12 billets remboursés.')).toBeInTheDocument();
    expect(within(row('Nuit du ngoni')).getByText('Annulé')).toBeInTheDocument();
  });
});

it("says 'Erreur lors du chargement de vos événements' with Retry, never sample events", async () => {
  answerApi({ '/events/my-events': inTurn(new ApiError(500, null, 'Internal Server Error'), [published]) });
  renderManager();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement de vos événements');
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { name: 'Nuit du ngoni' })).toBeInTheDocument();
});

it('offers to create a first event when there is none', async () => {
  const calls = answerApi({ '/events/my-events': [] });
  renderManager();
  expect(await screen.findByText("Vous n'avez pas encore créé d'événement.")).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Créer un événement' })).toHaveLength(2);
  await userEvent.click(filter('Passés'));
  expect(await screen.findByText('Aucun de vos événements ne correspond à ce filtre.')).toBeInTheDocument();
  expect(calls.map((call) => call.query.filter)).toEqual(['all', 'past']);
});
