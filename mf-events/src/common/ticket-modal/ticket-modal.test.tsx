import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage, useCurrencyStore } from '@kora/shared';
import type { EventSummary, KoraEvent } from '@kora/shared/contracts';
import {
  aTicket,
  aTicketType,
  anEvent,
  answerApi,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../locales';
import { TicketAction } from './ticket-action';
import type { TicketModalVariant } from './ticket-modal';

startApiServer();
/** An event still to come, whatever today's date (the fixture's own date will pass). */
const comingEvent: typeof anEvent = (id, overrides = {}) =>
  anEvent(id, { datetime: '2099-12-12T19:30:00.000Z', ...overrides });
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
});

const standard = aTicketType(11, { name: 'Standard', price: 25, quantity: 100, soldCount: 40 });
const vip = aTicketType(12, { name: 'Carré VIP', price: 99, vip: true, quantity: 3, soldCount: 0 });
const soldOut = aTicketType(13, { name: 'Early bird', price: 15, quantity: 50, soldCount: 50 });
const concert = comingEvent(7, { title: 'Nuit du ngoni', ticketTypes: [standard, vip, soldOut] });
const euros = (price: number) => {
  const balance = { price, priceMinor: Math.round(price * 100), currency: 'EUR' as const };
  return { balance, balances: [balance] };
};
const francs = (price: number) => {
  const balance = { price, priceMinor: price, currency: 'XOF' as const };
  return { balance, balances: [balance] };
};
/** A wallet never credited: no currency of its own yet. */
const noWallet = { balance: null, balances: [{ price: 0, priceMinor: 0, currency: 'EUR' }] };

/** What a card holds: the event without the description and ticket types that its own read brings. */
function summaryOf({ description: _description, ticketTypes: _ticketTypes, ...summary }: KoraEvent): EventSummary {
  return summary;
}

/** A card's ticket button for `event`, the API answering the event itself as the modal reads it on opening. */
function renderAction(event: KoraEvent, variant?: TicketModalVariant) {
  const reads = answerApi({ [`/events/${event.id}`]: event });
  renderScreen(<TicketAction event={summaryOf(event)} variant={variant} />);
  return reads;
}

/** The modal has read the event's ticket types. */
const loaded = () => waitFor(() => expect(screen.queryByText(/^(Chargement|Loading)…$/)).not.toBeInTheDocument());

async function openModal(event: KoraEvent = concert, variant?: TicketModalVariant) {
  renderAction(event, variant);
  await userEvent.click(screen.getByRole('button', { name: `Acheter un billet pour ${event.title}` }));
  await loaded();
}

const dialog = () => screen.getByRole('dialog', { name: 'Billets · Nuit du ngoni' });
const buyButton = () => within(dialog()).getByRole('button', { name: 'Acheter' });
const quantity = () => within(dialog()).getByRole('spinbutton', { name: 'Quantité' });

it('invites a visitor to sign in instead of buying, and asks nothing of the wallet', async () => {
  const calls = answerApi({ '/user/balance': euros(100) });
  await openModal();
  expect(within(dialog()).getByText('Connectez-vous pour acheter vos billets.')).toBeInTheDocument();
  expect(within(dialog()).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
  expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument();
  await expectNothingAsked(calls);
});

it('says when the event has no tickets', async () => {
  signInAs('awa');
  await openModal(comingEvent(7, { title: 'Nuit du ngoni', ticketTypes: [] }));
  expect(within(dialog()).getByText('Aucun billet disponible pour cet événement.')).toBeInTheDocument();
  expect(within(dialog()).queryByRole('button', { name: 'Acheter' })).not.toBeInTheDocument();
});

it('lists the types with price, what is left, the VIP mark (once) and sold-out types disabled; buying waits for a choice', async () => {
  signInAs('awa');
  answerApi({ '/user/balance': euros(42.5) });
  const gold = aTicketType(14, { name: 'Carré Or', price: 120, vip: true, quantity: 5, soldCount: 0 });
  await openModal({ ...concert, ticketTypes: [standard, vip, gold, soldOut] });
  expect(await within(dialog()).findByText('Votre solde : 42,50 €')).toBeInTheDocument();
  const radios = within(dialog()).getAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
    'Standard 25,00\u00a0€ 60 restants',
    'Carré VIP 99,00\u00a0€ 3 restants',
    'Carré Or VIP 120,00\u00a0€ 5 restants',
    'Early bird 15,00\u00a0€ Complet',
  ]);
  expect(radios[3]).toBeDisabled();
  expect(within(dialog()).getByText('Veuillez sélectionner un ticket')).toBeInTheDocument();
  expect(buyButton()).toBeDisabled();

  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Standard/ }));
  expect(within(dialog()).queryByText('Veuillez sélectionner un ticket')).not.toBeInTheDocument();
  expect(within(dialog()).getByText('Total : 25,00 €')).toBeInTheDocument();
  expect(buyButton()).toBeEnabled();
});

it('reads 0 in the ticket type’s currency from a wallet never credited, and links to the top-up', async () => {
  signInAs('awa');
  useCurrencyStore.setState({ currency: 'XOF' });
  const dakar = aTicketType(21, { name: 'Entrée', price: 5000, currency: 'XOF' });
  answerApi({ '/user/balance': noWallet });
  await openModal(comingEvent(7, { title: 'Nuit du ngoni', ticketTypes: [dakar] }));
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Entrée 5\s000\sFCFA/ }));
  expect(await within(dialog()).findByText('Votre solde : 0 FCFA')).toBeInTheDocument();
  expect(within(dialog()).getByRole('alert')).toHaveTextContent('Solde insuffisant pour cet achat.');
  expect(within(dialog()).getByRole('link', { name: 'Recharger mon portefeuille' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(buyButton()).toBeDisabled();
});

describe('a wallet in another currency than the ticket’s', () => {
  const tenEuros = aTicketType(22, { name: 'Fosse', price: 10, priceMinor: 1000, currency: 'EUR', quantity: 100 });
  const night = comingEvent(7, { title: 'Nuit du ngoni', ticketTypes: [tenEuros] });

  it('says before buying what it is debited, converted and rounded up as the API does', async () => {
    signInAs('awa');
    const calls = answerApi({
      '/user/balance': francs(20000),
      'POST /events/7/buy-ticket': {
        tickets: [aTicket(1, { eventId: 7 }), aTicket(2, { eventId: 7 })],
        debited: { price: 13120, priceMinor: 13120, currency: 'XOF' },
        balance: { price: 6880, priceMinor: 6880, currency: 'XOF' },
      },
    });
    await openModal(night);
    await userEvent.click(within(dialog()).getByRole('radio', { name: /^Fosse/ }));
    expect(await within(dialog()).findByText('Votre solde : 20 000 FCFA')).toBeInTheDocument();
    expect(within(dialog()).getByText('Total : 10,00 €')).toBeInTheDocument();
    // The kernel's money layout, to the character: narrow no-break spaces between thousands, no-break before the unit.
    const debit = () => within(dialog()).getByText(/^Débité de votre portefeuille/).textContent;
    expect(debit()).toBe('Débité de votre portefeuille : 6\u202f560\u00a0FCFA (10,00\u00a0€)');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Un billet de plus' }));
    expect(debit()).toBe('Débité de votre portefeuille : 13\u202f120\u00a0FCFA (20,00\u00a0€)');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(buyButton());
    expect(await within(dialog()).findByText('Achat réussi !')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ticketTypeId: 22, quantity: 2 });
  });

  it('refuses when the converted price is one franc more than the balance, with the top-up link', async () => {
    signInAs('awa');
    answerApi({ '/user/balance': francs(6559) });
    await openModal(night, 'list');
    await userEvent.click(within(dialog()).getByRole('radio', { name: /^Fosse/ }));
    await within(dialog()).findByText('Votre solde : 6 559 FCFA');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Solde insuffisant pour acheter ce ticket.');
    expect(buyButton()).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('link', { name: 'Recharger mon portefeuille' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('buys when the balance covers the converted price to the franc', async () => {
    signInAs('awa');
    answerApi({ '/user/balance': francs(6560) });
    await openModal(night);
    await userEvent.click(within(dialog()).getByRole('radio', { name: /^Fosse/ }));
    await within(dialog()).findByText('Votre solde : 6 560 FCFA');
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(buyButton()).toBeEnabled();
  });

  it('says it in English and Spanish too', async () => {
    signInAs('awa');
    answerApi({ '/user/balance': francs(10000) });
    await setLanguage('en');
    renderAction(night);
    await userEvent.click(screen.getByRole('button', { name: 'Buy ticket for Nuit du ngoni' }));
    const modal = screen.getByRole('dialog', { name: 'Tickets · Nuit du ngoni' });
    await userEvent.click(await within(modal).findByRole('radio', { name: /^Fosse/ }));
    expect(await within(modal).findByText(/^Debited from your wallet: 6\s560\sFCFA \(10,00\s€\)$/)).toBeInTheDocument();
    await act(async () => setLanguage('es'));
    expect(
      await within(modal).findByText(/^Se descontará de tu monedero: 6\s560\sFCFA \(10,00\s€\)$/),
    ).toBeInTheDocument();
  });
});

it('shows prices in the visitor’s currency and the total with what the wallet is charged', async () => {
  signInAs('awa');
  useCurrencyStore.setState({ currency: 'XOF' });
  answerApi({ '/user/balance': euros(1000) });
  await openModal();
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Standard 16\s399\sFCFA/ }));
  expect(within(dialog()).getByText(/^Total : 16\s399\sFCFA — débité 25,00\s€$/)).toBeInTheDocument();
});

it('keeps the quantity field at what is priced as it is typed: a whole number from 1 to what is left (10 at most)', async () => {
  signInAs('awa');
  answerApi({ '/user/balance': euros(1000) });
  await openModal();
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Standard/ }));
  expect(quantity()).toHaveValue(1);
  expect(within(dialog()).getByText('De 1 à 10 billets')).toBeInTheDocument();

  await userEvent.clear(quantity());
  expect(within(dialog()).queryByText(/^Total/)).not.toBeInTheDocument();
  expect(buyButton()).toBeDisabled();
  await userEvent.type(quantity(), '50');
  expect(quantity()).toHaveValue(10);
  expect(quantity()).toHaveFocus();
  expect(within(dialog()).getByText('Total : 250,00 €')).toBeInTheDocument();

  for (const typed of ['0', '-3']) {
    await userEvent.clear(quantity());
    await userEvent.type(quantity(), typed);
    expect(quantity()).toHaveValue(1);
    expect(within(dialog()).getByText('Total : 25,00 €')).toBeInTheDocument();
  }

  await userEvent.clear(quantity());
  await userEvent.type(quantity(), '4');
  expect(within(dialog()).getByText('Total : 100,00 €')).toBeInTheDocument();
  await userEvent.clear(quantity());
  await userEvent.tab();
  expect(quantity()).toHaveValue(1);
  expect(within(dialog()).getByText('Total : 25,00 €')).toBeInTheDocument();

  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Carré VIP/ }));
  expect(within(dialog()).getByText('De 1 à 3 billets')).toBeInTheDocument();
  await userEvent.clear(quantity());
  await userEvent.type(quantity(), '9');
  expect(quantity()).toHaveValue(3);
  expect(within(dialog()).getByText('Total : 297,00 €')).toBeInTheDocument();
});

it('refuses a total above the balance, in the list’s own words there', async () => {
  signInAs('awa');
  answerApi({ '/user/balance': euros(60) });
  await openModal(concert, 'list');
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Standard/ }));
  await within(dialog()).findByText('Votre solde : 60,00 €');
  await userEvent.clear(quantity());
  await userEvent.type(quantity(), '2');
  expect(buyButton()).toBeEnabled();
  await userEvent.clear(quantity());
  await userEvent.type(quantity(), '3');
  expect(within(dialog()).getByRole('alert')).toHaveTextContent('Solde insuffisant pour acheter ce ticket.');
  expect(buyButton()).toBeDisabled();
});

it('buys: purchasing, then Achat réussi ! with a link to my tickets, closing after 1.5 s; the balance is read again', async () => {
  signInAs('awa');
  let settle: (value: unknown) => void = () => undefined;
  let balanceReads = 0;
  const calls = answerApi({
    '/user/balance': () => {
      balanceReads += 1;
      return euros(balanceReads === 1 ? 100 : 50);
    },
    'POST /events/7/buy-ticket': () =>
      new Promise((resolve) => {
        settle = resolve;
      }),
  });
  await openModal();
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Standard/ }));
  await within(dialog()).findByText('Votre solde : 100,00 €');
  await userEvent.clear(quantity());
  await userEvent.type(quantity(), '2');
  await userEvent.click(buyButton());

  const busy = within(dialog()).getByRole('button', { name: 'Achat en cours…' });
  expect(busy).toBeDisabled();
  expect(within(dialog()).getByRole('button', { name: 'Fermer' })).toBeDisabled();
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ticketTypeId: 11, quantity: 2 });

  const issued = [aTicket(1, { eventId: 7 }), aTicket(2, { eventId: 7 })];
  await act(async () => settle({ tickets: issued, balance: { price: 50, priceMinor: 5000, currency: 'EUR' } }));
  expect(await within(dialog()).findByRole('status')).toHaveTextContent('Achat réussi !');
  expect(within(dialog()).getByText('Vos 2 billets vous attendent dans « Mes billets ».')).toBeInTheDocument();
  expect(within(dialog()).getByRole('link', { name: 'Voir mes billets' })).toHaveAttribute('href', '/tickets');
  await waitFor(() => expect(balanceReads).toBe(2));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2500 });
});

it('stays open at least until the 1.5 s have passed', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    signInAs('awa');
    answerApi({
      '/user/balance': euros(100),
      'POST /events/7/buy-ticket': { tickets: [aTicket(1)], balance: { price: 75, priceMinor: 7500, currency: 'EUR' } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAction(concert);
    await user.click(screen.getByRole('button', { name: 'Acheter un billet pour Nuit du ngoni' }));
    await user.click(await within(dialog()).findByRole('radio', { name: /^Standard/ }));
    await waitFor(() => expect(buyButton()).toBeEnabled());
    await user.click(buyButton());
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent('Achat réussi !'));
    act(() => jest.advanceTimersByTime(1400));
    expect(dialog()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it.each([
  [
    'too few seats left, in the reader’s words',
    new ApiError(409, { message: 'Plus assez de billets disponibles pour cette quantité.' }),
    'Plus assez de billets disponibles pour cette quantité.',
  ],
  [
    'a VIP refusal naming the plan the plan table gives VIP tickets with',
    new ApiError(403, { message: 'Les billets VIP sont réservés au forfait Premium.' }),
    'Les billets VIP sont réservés au forfait Premium.',
  ],
  [
    'a type gone from sale',
    new ApiError(404, { message: "Ce type de billet n'existe pas pour cet événement." }),
    "Ce billet n'est plus en vente.",
  ],
  [
    'the server’s message for a refusal it alone knows',
    new ApiError(400, { message: 'Requête refusée.' }),
    'Requête refusée.',
  ],
  ['Erreur lors de l’achat without one', new ApiError(500, null), "Erreur lors de l'achat"],
  ['Erreur réseau when the server cannot be reached', UNREACHABLE, 'Erreur réseau'],
])('shows %s, and the form stays to try again', async (_, answer, message) => {
  signInAs('awa');
  answerApi({ '/user/balance': euros(100), 'POST /events/7/buy-ticket': answer });
  await openModal();
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Standard/ }));
  await waitFor(() => expect(buyButton()).toBeEnabled());
  await userEvent.click(buyButton());
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent(message);
  expect(buyButton()).toBeEnabled();
  await userEvent.click(within(dialog()).getByRole('radio', { name: /^Carré VIP/ }));
  expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
});

it('words a refusal in the reader’s language, whatever language the server wrote it in', async () => {
  await setLanguage('en');
  signInAs('awa');
  answerApi({
    '/user/balance': euros(100),
    'POST /events/7/buy-ticket': new ApiError(409, {
      message: 'Plus assez de billets disponibles pour cette quantité.',
    }),
  });
  renderAction(concert);
  await userEvent.click(screen.getByRole('button', { name: 'Buy ticket for Nuit du ngoni' }));
  const modal = screen.getByRole('dialog', { name: 'Tickets · Nuit du ngoni' });
  await userEvent.click(await within(modal).findByRole('radio', { name: /^Standard/ }));
  const buy = within(modal).getByRole('button', { name: 'Buy' });
  await waitFor(() => expect(buy).toBeEnabled());
  await userEvent.click(buy);
  expect(await within(modal).findByRole('alert')).toHaveTextContent('Not enough tickets left for this quantity.');
});

it('issues free tickets without reading the balance', async () => {
  signInAs('awa');
  const entry = aTicketType(31, { name: 'Entrée libre', price: 0, priceMinor: 0 });
  const calls = answerApi({
    '/user/balance': euros(0),
    'POST /events/8/buy-ticket': {
      tickets: [aTicket(3, { eventId: 8 })],
      balance: { price: 0, priceMinor: 0, currency: 'EUR' },
    },
  });
  renderAction(comingEvent(8, { title: 'Scène ouverte', isFree: true, ticketTypes: [entry] }));
  await userEvent.click(screen.getByRole('button', { name: 'Acheter un billet pour Scène ouverte' }));
  await loaded();
  const modal = screen.getByRole('dialog', { name: 'Billets · Scène ouverte' });
  expect(within(modal).queryByText(/Votre solde/)).not.toBeInTheDocument();
  await userEvent.click(within(modal).getByRole('radio', { name: 'Entrée libre Gratuit 100 restants' }));
  expect(within(modal).getByText('Total : Gratuit')).toBeInTheDocument();
  await userEvent.click(within(modal).getByRole('button', { name: 'Réserver' }));
  expect(await within(modal).findByText('Achat réussi !')).toBeInTheDocument();
  expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /events/8/buy-ticket']);
});

it('shows a Sold out badge instead of the button for a sold-out event', () => {
  renderScreen(<TicketAction event={summaryOf(comingEvent(9, { title: 'Complet ce soir', soldOut: true }))} />);
  expect(screen.getByText('Complet')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('sells nothing for an event that has started: Terminé instead of the button', () => {
  renderScreen(
    <TicketAction event={summaryOf(anEvent(9, { title: 'Hier soir', datetime: '2020-01-10T20:00:00.000Z' }))} />,
  );
  expect(screen.getByText('Terminé')).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('speaks English too', async () => {
  await setLanguage('en');
  signInAs('awa');
  answerApi({
    '/user/balance': euros(10),
    'POST /events/7/buy-ticket': { tickets: [aTicket(1)], balance: { price: 0, priceMinor: 0, currency: 'EUR' } },
  });
  renderAction(concert);
  await userEvent.click(screen.getByRole('button', { name: 'Buy ticket for Nuit du ngoni' }));
  await loaded();
  const modal = screen.getByRole('dialog', { name: 'Tickets · Nuit du ngoni' });
  expect(within(modal).getByText('Please select a ticket')).toBeInTheDocument();
  await userEvent.click(within(modal).getByRole('radio', { name: /^Standard/ }));
  expect(await within(modal).findByRole('alert')).toHaveTextContent('Insufficient balance for this purchase.');
});

it('reads the event’s ticket types as it opens: loading, then an error with Retry that reads them again', async () => {
  signInAs('awa');
  answerApi({ '/user/balance': euros(100) });
  let fail: (error: ApiError) => void = () => undefined;
  const answers: Array<() => unknown> = [() => new Promise((resolve) => (fail = resolve)), () => concert];
  const reads = answerApi({ '/events/7': () => answers.shift()?.() });
  renderScreen(<TicketAction event={summaryOf(concert)} />);
  await userEvent.click(screen.getByRole('button', { name: 'Acheter un billet pour Nuit du ngoni' }));
  expect(await within(dialog()).findByText('Chargement…')).toBeInTheDocument();

  fail(new ApiError(500, null));
  await userEvent.click(await within(dialog()).findByRole('button', { name: 'Réessayer' }));
  expect(await within(dialog()).findByRole('radio', { name: /^Standard/ })).toBeInTheDocument();
  expect(reads.map((read) => read.path)).toEqual(['/events/7', '/events/7']);
});
