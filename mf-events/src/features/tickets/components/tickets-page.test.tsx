import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage } from '@kora/shared';
import type { Ticket } from '@kora/shared/contracts';
import {
  answerApi,
  aTicket,
  inTurn,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { TicketsPage } from './tickets-page';

const vip = aTicket(1, {
  eventId: 1,
  eventTitle: 'Nuit du ngoni',
  eventDatetime: '2030-06-21T19:30:00.000Z',
  eventAddress: 'Institut français, 89 rue Joseph Gomis, Dakar',
  ticketTypeName: 'Carré Or',
  vip: true,
});
const soonest = aTicket(2, { eventId: 2, eventTitle: 'Festival Sahel', eventDatetime: '2030-03-01T18:00:00.000Z' });
const used = aTicket(3, {
  eventId: 3,
  eventTitle: 'Jazz à Gorée',
  eventDatetime: '2020-05-01T20:00:00.000Z',
  status: 'used',
  usedAt: '2020-05-01T20:12:00.000Z',
  code: null,
});
const transferred = aTicket(4, {
  eventId: 1,
  eventTitle: 'Nuit du ngoni',
  eventDatetime: '2030-06-21T19:30:00.000Z',
  status: 'transferred',
  transferredTo: 'moussa.keita',
  code: null,
});
const cancelled = aTicket(5, {
  eventId: 5,
  eventTitle: 'Soirée annulée',
  eventDatetime: '2021-09-10T20:00:00.000Z',
  status: 'cancelled',
  code: null,
});
const mine: Ticket[] = [used, vip, cancelled, soonest, transferred];

startApiServer();
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
  signInAs('lea.martin');
});

const renderTickets = () => renderScreen(<TicketsPage />, { path: '/tickets' });
/** A ticket's card, by its type line ('Billet Standard n°2'). */
const card = (name: string) =>
  screen
    .getByText((_, element) => element?.textContent?.split(' VIP')[0] === name, { selector: '.kora-ticket__line' })
    .closest('li') as HTMLElement;

it('lists upcoming events first (soonest first), then past ones, with their status and a QR code for valid tickets', async () => {
  answerApi({ '/tickets/my-tickets': mine });
  renderTickets();
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');

  const upcoming = within(await screen.findByRole('region', { name: 'À venir' }));
  expect(upcoming.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Festival Sahel',
    'Nuit du ngoni',
    'Nuit du ngoni',
  ]);
  const past = within(screen.getByRole('region', { name: 'Événements passés' }));
  expect(past.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Soirée annulée',
    'Jazz à Gorée',
  ]);

  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  const images = screen.getAllByRole('img');
  expect(images.map((image) => image.getAttribute('alt'))).toEqual([
    'QR code du billet Standard n°2 pour Festival Sahel',
    'QR code du billet Carré Or n°1 pour Nuit du ngoni',
  ]);
  for (const image of images) expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  const first = within(card('Billet Carré Or n°1'));
  expect(first.getByRole('link', { name: 'Nuit du ngoni' })).toHaveAttribute('href', '/event/1');
  expect(first.getByText(/^21 juin 2030 à \d\d:\d\d$/)).toBeInTheDocument();
  expect(first.getByText('Lieu : Institut français, 89 rue Joseph Gomis, Dakar')).toBeInTheDocument();
  expect(first.getByText('VIP')).toBeInTheDocument();
  expect(first.getByText('Titulaire : listener')).toBeInTheDocument();
  expect(first.getByText('Valide')).toBeInTheDocument();

  expect(within(card('Billet Standard n°3')).getByText(/^Utilisé le 1 mai 2020 à \d\d:\d\d$/)).toBeInTheDocument();
  expect(within(card('Billet Standard n°4')).getByText('Transféré')).toBeInTheDocument();
  expect(within(card('Billet Standard n°4')).getByText('Destinataire : moussa.keita')).toBeInTheDocument();
  expect(within(card('Billet Standard n°5')).getByText('Annulé')).toBeInTheDocument();
  for (const ticket of ['Billet Standard n°3', 'Billet Standard n°4', 'Billet Standard n°5']) {
    expect(within(card(ticket)).queryByRole('img')).not.toBeInTheDocument();
    expect(within(card(ticket)).queryByRole('button', { name: /^Transférer/ })).not.toBeInTheDocument();
  }
  expect(screen.getAllByRole('button', { name: /^Transférer/ }).map((button) => button.textContent)).toEqual([
    'Transférer le billet Standard n°2 pour Festival Sahel',
    'Transférer le billet Carré Or n°1 pour Nuit du ngoni',
  ]);
});

it('checks the recipient before the confirmation, names the account found, transfers and shows to whom', async () => {
  const nowTransferred = { ...soonest, status: 'transferred' as const, code: null, transferredTo: 'awa.diop' };
  const calls = answerApi({
    '/tickets/my-tickets': inTurn(mine, [used, vip, cancelled, nowTransferred, transferred]),
    'POST /tickets/2/recipient-check': { username: 'awa.diop', refusal: null },
    'POST /tickets/2/transfer': { ticket: nowTransferred, recipient: 'awa.diop' },
  });
  renderTickets();
  await userEvent.click(await screen.findByRole('button', { name: /^Transférer le billet Standard n°2/ }));

  const dialog = within(screen.getByRole('dialog', { name: 'Transférer le billet' }));
  const field = dialog.getByRole('textbox', { name: "Nom d'utilisateur ou e-mail du destinataire" });
  expect(field).toHaveFocus();
  await userEvent.click(dialog.getByRole('button', { name: 'Continuer' }));
  expect(field).toHaveAccessibleDescription(
    "Le destinataire doit avoir un compte Kora. Indiquez le nom d'utilisateur ou l'e-mail du destinataire.",
  );

  await userEvent.type(field, ' awa@kora.test ');
  await userEvent.click(dialog.getByRole('button', { name: 'Continuer' }));
  expect(await dialog.findByText('Transférer ce billet à awa.diop ?')).toBeInTheDocument();
  expect(calls.find((call) => call.path === '/tickets/2/recipient-check')?.body).toEqual({
    recipient: 'awa@kora.test',
  });
  expect(calls.some((call) => call.path === '/tickets/2/transfer')).toBe(false);
  expect(dialog.getByRole('button', { name: 'Confirmer le transfert' })).toHaveFocus();
  await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le transfert' }));

  expect(await dialog.findByRole('status')).toHaveTextContent('Billet transféré à awa.diop');
  expect(calls.find((call) => call.path === '/tickets/2/transfer')?.body).toEqual({ recipient: 'awa.diop' });
  await userEvent.click(dialog.getByRole('button', { name: 'Retour à mes billets' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(within(card('Billet Standard n°2')).getByText('Transféré')).toBeInTheDocument());
  expect(within(card('Billet Standard n°2')).getByText('Destinataire : awa.diop')).toBeInTheDocument();
  expect(within(card('Billet Standard n°2')).queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getAllByRole('img')).toHaveLength(1);
});

it.each([
  [
    'nobody',
    'personne',
    'unknown-account',
    null,
    "Aucun compte Kora ne correspond à ce nom d'utilisateur ou à cet e-mail.",
  ],
  ['the holder', 'lea.martin@kora.test', 'own-account', 'lea.martin', 'Ce billet est déjà à vous.'],
] as const)(
  'says before any confirmation when the recipient is %s, and sends nothing',
  async (_case, typed, refusal, username, said) => {
    const calls = answerApi({
      '/tickets/my-tickets': mine,
      'POST /tickets/1/recipient-check': { username, refusal },
    });
    renderTickets();
    await userEvent.click(await screen.findByRole('button', { name: /^Transférer le billet Carré Or n°1/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Transférer le billet' }));
    await userEvent.type(dialog.getByRole('textbox'), typed);
    await userEvent.click(dialog.getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox')).toHaveAccessibleDescription(
        `Le destinataire doit avoir un compte Kora. ${said}`,
      ),
    );
    expect(dialog.queryByRole('button', { name: 'Confirmer le transfert' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/tickets/1/transfer')).toBe(false);
  },
);

it.each([
  ['the ticket is gone', new ApiError(404, { message: 'Billet introuvable.' }), 'Billet introuvable.'],
  [
    'the event has started',
    new ApiError(409, { message: "L'événement a commencé : ce billet ne peut plus être transféré." }),
    "Ce billet ne peut plus être transféré : l'événement a commencé, ou le billet a été utilisé, transféré ou annulé.",
  ],
  ['a refusal without explanation', new ApiError(500, null), 'Erreur lors du transfert du billet'],
])('words the refusal when %s and lets the holder change the recipient', async (_case, refusal, message) => {
  const calls = answerApi({
    '/tickets/my-tickets': mine,
    'POST /tickets/1/recipient-check': { username: 'moussa', refusal: null },
    'POST /tickets/1/transfer': refusal,
  });
  renderTickets();
  await userEvent.click(await screen.findByRole('button', { name: /^Transférer le billet Carré Or n°1/ }));
  const dialog = within(screen.getByRole('dialog', { name: 'Transférer le billet' }));
  await userEvent.type(dialog.getByRole('textbox'), 'moussa');
  await userEvent.click(dialog.getByRole('button', { name: 'Continuer' }));
  await userEvent.click(await dialog.findByRole('button', { name: 'Confirmer le transfert' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  await userEvent.click(dialog.getByRole('button', { name: 'Modifier' }));
  expect(dialog.getByRole('textbox')).toHaveValue('moussa');
  expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.path === '/tickets/my-tickets')).toHaveLength(1);
});

it('shows a ticket type named VIP once, and dates and texts in the reader’s language', async () => {
  await setLanguage('en');
  const named = aTicket(6, {
    eventTitle: 'Nuit du ngoni',
    eventDatetime: '2030-06-21T19:30:00.000Z',
    eventAddress: 'Institut français, Dakar',
    ticketTypeName: 'VIP',
    vip: true,
  });
  answerApi({ '/tickets/my-tickets': [named, { ...transferred, transferredTo: 'moussa.keita' }] });
  renderTickets();
  const line = await screen.findByText('VIP ticket no. 6');
  const ticket = within(line.closest('li') as HTMLElement);
  expect(ticket.queryByText('VIP', { exact: true })).not.toBeInTheDocument();
  expect(ticket.getByText(/^21 June 2030 at \d\d:\d\d$/)).toBeInTheDocument();
  expect(ticket.getByText('Venue: Institut français, Dakar')).toBeInTheDocument();
  expect(screen.getByText('Recipient: moussa.keita')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/juin|Billet|Lieu/);

  await act(() => setLanguage('es'));
  expect(await ticket.findByText(/^21 de junio de 2030 a las \d\d:\d\d$/)).toBeInTheDocument();
});

it('shows the last tickets and their codes with no network, saying when the list was updated', async () => {
  answerApi({ '/tickets/my-tickets': mine });
  const online = renderTickets();
  await screen.findAllByRole('img');
  online.unmount();

  answerApi({ '/tickets/my-tickets': UNREACHABLE });
  renderTickets();
  expect(await screen.findByText(/^Vous êtes hors ligne/)).toHaveTextContent(
    /^Vous êtes hors ligne : voici vos billets enregistrés sur cet appareil \(liste mise à jour le .+ à \d\d:\d\d\)\.$/,
  );
  await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
  expect(screen.getByRole('img', { name: 'QR code du billet Standard n°2 pour Festival Sahel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Transférer le billet Standard n°2/ })).toBeDisabled();
});

it('keeps each account’s tickets to itself on a shared device', async () => {
  answerApi({ '/tickets/my-tickets': mine });
  const first = renderTickets();
  await screen.findAllByRole('img');
  first.unmount();

  signInAs('moussa');
  answerApi({ '/tickets/my-tickets': UNREACHABLE });
  renderTickets();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la récupération de vos tickets');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('offers Retry after an error', async () => {
  answerApi({ '/tickets/my-tickets': inTurn(new ApiError(500, { message: 'panne' }), [soonest]) });
  renderTickets();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la récupération de vos tickets');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(
    await screen.findByRole('img', { name: 'QR code du billet Standard n°2 pour Festival Sahel' }),
  ).toBeInTheDocument();
});

it('sends someone with no tickets to the events', async () => {
  answerApi({ '/tickets/my-tickets': [] });
  renderTickets();
  expect(await screen.findByText("Vous n'avez pas encore de billets.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Découvrir les événements' })).toHaveAttribute('href', '/events');
});
