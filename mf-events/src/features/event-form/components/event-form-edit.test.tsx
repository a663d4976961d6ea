import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { TicketType } from '@kora/shared/contracts';
import {
  anEvent,
  aTicketType,
  answerApi,
  expectLocation,
  inTurn,
  loadTexts,
  locationState,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { EventFormPage } from './event-form-page';

startApiServer();
beforeAll(() => loadTexts('events', translations));
beforeEach(() => {
  resetKernel();
  signInAs('awa.diop');
});

const renderEdit = (id = 5) => renderScreen(<EventFormPage />, { path: '/events/edit/:id', at: `/events/edit/${id}` });
const group = (name: string) => screen.getByRole('group', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));

const ticketType = (overrides: Partial<TicketType> = {}) =>
  aTicketType(11, { name: 'Entrée', description: 'Placement libre', price: 20, currency: 'XOF', ...overrides });

const draft = anEvent(5, {
  title: 'Nuit du ngoni',
  status: 'draft',
  datetime: new Date('2026-12-12T19:30').toISOString(),
  endDatetime: new Date('2026-12-12T23:00').toISOString(),
  ticketTypes: [
    ticketType(),
    ticketType({ id: 12, name: 'Carré VIP', description: null, vip: true, price: 50, quantity: 20 }),
  ],
});

it('loads the event (a draft too) into the form and saves the changes with PUT', async () => {
  const calls = answerApi({ '/events/5': draft, 'PUT /events/5': { ...draft, title: 'Nuit du kora' } });
  renderEdit();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Modifier l'événement");
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  expect(await screen.findByLabelText('Titre')).toHaveValue('Nuit du ngoni');
  expect(within(group('Début')).getByLabelText('Date')).toHaveValue('2026-12-12');
  expect(within(group('Début')).getByLabelText('Heure')).toHaveValue('19:30');
  expect(within(group('Fin (facultative)')).getByLabelText('Heure')).toHaveValue('23:00');
  expect(screen.getByLabelText('Ville')).toHaveValue('Dakar');
  expect(within(group('Billet 2')).getByLabelText('Nom du billet')).toHaveValue('Carré VIP');
  expect(within(group('Billet 2')).getByLabelText('Billet VIP')).toBeChecked();
  expect(screen.getByRole('img', { name: "Image actuelle de l'événement" })).toHaveAttribute(
    'src',
    'http://api.test/uploads/images/event-5.png',
  );

  await userEvent.clear(screen.getByLabelText('Titre'));
  await userEvent.type(screen.getByLabelText('Titre'), 'Nuit du kora');
  await save();
  await expectLocation('/profile');
  expect(locationState()).toEqual({ tab: 'events', eventId: 5 });
  const put = calls.find((call) => call.method === 'PUT');
  expect(put).toMatchObject({
    path: '/events/5',
    body: {
      title: 'Nuit du kora',
      datetime: draft.datetime,
      endDatetime: draft.endDatetime,
      imageUrl: 'http://api.test/uploads/images/event-5.png',
      ticketTypes: [
        { name: 'Entrée', description: 'Placement libre', price: 20, currency: 'XOF', quantity: 100, vip: false },
        { name: 'Carré VIP', description: null, price: 50, currency: 'XOF', quantity: 20, vip: true },
      ],
    },
  });
});

it("shows the API's refusal to change ticket types once tickets are sold (409)", async () => {
  const sold = { ...draft, ticketTypes: [ticketType({ soldCount: 3, remaining: 97 })] };
  answerApi({
    '/events/5': sold,
    'PUT /events/5': new ApiError(409, {
      message: 'Des billets sont vendus : les types de billets ne peuvent plus changer.',
    }),
  });
  renderEdit();
  expect(await screen.findByText(/Des billets sont déjà vendus/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter un type de billet' }));
  await userEvent.type(within(group('Billet 2')).getByLabelText('Nom du billet'), 'Balcon');
  await userEvent.type(within(group('Billet 2')).getByLabelText('Prix'), '10');
  await userEvent.type(within(group('Billet 2')).getByLabelText('Quantité en vente'), '10');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Des billets sont vendus : les types de billets ne peuvent plus changer.',
  );
  expect(within(group('Billet 2')).getByLabelText('Nom du billet')).toHaveValue('Balcon');
});

it("says 'Événement non trouvé' for an unknown event", async () => {
  answerApi({ '/events/404': new ApiError(404, { message: 'Événement non trouvé' }) });
  renderEdit(404);
  expect(await screen.findByRole('alert')).toHaveTextContent('Événement non trouvé');
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Titre')).not.toBeInTheDocument();
});

it("says 'Impossible de charger l'événement' with Retry", async () => {
  answerApi({ '/events/5': inTurn(UNREACHABLE, draft) });
  renderEdit();
  expect(await screen.findByRole('alert')).toHaveTextContent("Impossible de charger l'événement");
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByLabelText('Titre')).toHaveValue('Nuit du ngoni');
});

it('offers no form for a cancelled event', async () => {
  answerApi({ '/events/5': { ...draft, status: 'cancelled' } });
  renderEdit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Cet événement est annulé');
  expect(screen.queryByLabelText('Titre')).not.toBeInTheDocument();
});
