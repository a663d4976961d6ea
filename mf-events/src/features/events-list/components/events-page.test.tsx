import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfigObject } from 'single-spa';
import { ApiError, setLanguage } from '@kora/shared';
import { provideParcelLoader } from '@kora/shared/remote-app';
import {
  aTicketType,
  anEvent,
  answerApi,
  inTurn,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  type Query,
} from '@kora/shared/testing';
import { FALLBACK_EVENT_IMAGE } from '../../../common/event-card/event-image';
import { translations } from '../../../locales';
import { EVENTS_PAGE_SIZE, prefetchEventsList } from '../api/events-list';
import { EventsPage } from './events-page';

const partnersParcel = (): ParcelConfigObject => ({
  bootstrap: async () => undefined,
  mount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '<h2>Partenaires</h2>';
  },
  unmount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
  },
});
const parcelRequests: unknown[] = [];

startApiServer();
/** An event still to come, whatever today's date (the fixture's own date will pass). */
const comingEvent: typeof anEvent = (id, overrides = {}) =>
  anEvent(id, { datetime: '2099-12-12T19:30:00.000Z', ...overrides });
beforeAll(async () => {
  await loadTexts('events', translations);
  provideParcelLoader(async (request) => {
    parcelRequests.push(request);
    return partnersParcel();
  });
});
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
});

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => comingEvent(from + i, { title: `Concert ${from + i}` }));
const renderPage = (at = '/events', keepCache = false) =>
  renderScreen(<EventsPage />, { path: '/events', at, keepCache });
const cards = () => screen.getAllByRole('article');
const listCalls = (calls: { path: string; query: Query }[]) => calls.filter((call) => call.path === '/events');

it('shows the upcoming events, date first, 9 at a time, with their picture, date, place, price and ticket button', async () => {
  const calls = answerApi({
    '/events': [
      comingEvent(1, {
        title: 'Nuit du ngoni',
        ticketTypes: [aTicketType(1, { price: 25 }), aTicketType(2, { price: 12.5 })],
      }),
      comingEvent(2, { title: 'Scène ouverte', isFree: true, imageUrl: null }),
      comingEvent(3, { title: 'Complet ce soir', soldOut: true, ticketTypes: [aTicketType(3, { soldCount: 100 })] }),
    ],
  });
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Événements' })).toBeInTheDocument();
  const first = (await screen.findByRole('link', { name: 'Nuit du ngoni' })).closest('article') as HTMLElement;
  expect(within(first).getByRole('link', { name: 'Nuit du ngoni' })).toHaveAttribute('href', '/event/1');
  expect(within(first).getByText(/12 décembre 2099 · \d\d:30/)).toBeInTheDocument();
  expect(within(first).getByText('Institut français, 8 rue Parchappe, 10000 Dakar')).toBeInTheDocument();
  expect(within(first).getByText('À partir de 12,50 €')).toBeInTheDocument();
  expect(first.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/images/event-1.png');
  // The first card's picture is the page's largest: fetched at once and first, the others as they near.
  expect(first.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  expect(first.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
  expect(within(first).getByRole('button', { name: 'Acheter un billet pour Nuit du ngoni' })).toBeInTheDocument();

  const free = screen.getByRole('link', { name: 'Scène ouverte' }).closest('article') as HTMLElement;
  expect(within(free).getByText('Gratuit')).toBeInTheDocument();
  expect(free.querySelector('img')).toHaveAttribute('src', FALLBACK_EVENT_IMAGE);
  expect(free.querySelector('img')).toHaveAttribute('loading', 'lazy');

  const full = screen.getByRole('link', { name: 'Complet ce soir' }).closest('article') as HTMLElement;
  expect(within(full).getByText('Complet')).toBeInTheDocument();
  expect(within(full).queryByRole('button')).not.toBeInTheDocument();

  expect(listCalls(calls)).toEqual([
    expect.objectContaining({ query: { status: 'upcoming', sort: 'date', limit: '10', offset: '0' } }),
  ]);
  expect(await screen.findByRole('heading', { name: 'Partenaires' })).toBeInTheDocument();
  expect(parcelRequests).toContainEqual({ app: 'catalogue', expose: './parcels/partners', fresh: false });
});

it('shows the fallback picture for an event whose picture cannot be had', async () => {
  answerApi({ '/events': [comingEvent(1, { title: 'Nuit du ngoni' })] });
  renderPage();
  const card = (await screen.findByRole('link', { name: 'Nuit du ngoni' })).closest('article') as HTMLElement;
  const picture = card.querySelector('img') as HTMLImageElement;
  fireEvent.error(picture);
  fireEvent.error(card.querySelector('img') as HTMLImageElement);
  expect(card.querySelector('img')).toHaveAttribute('src', FALLBACK_EVENT_IMAGE);
});

it('writes the dates and prices in the reader’s language', async () => {
  await setLanguage('en');
  answerApi({ '/events': [comingEvent(1, { title: 'Nuit du ngoni' })] });
  renderPage();
  const card = (await screen.findByRole('link', { name: 'Nuit du ngoni' })).closest('article') as HTMLElement;
  expect(within(card).getByText(/^12 December 2099 · \d\d:30$/)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Buy ticket for Nuit du ngoni' })).toBeInTheDocument();
});

it('marks a past event where it is listed, and sells nothing for it', async () => {
  answerApi({ '/events': [anEvent(4, { title: 'Jazz à Gorée', datetime: '2020-05-01T20:00:00.000Z' })] });
  renderPage('/events?status=past');
  const past = (await screen.findByRole('link', { name: 'Jazz à Gorée' })).closest('article') as HTMLElement;
  expect(within(past).getByText('Terminé')).toBeInTheDocument();
  expect(within(past).queryByRole('button')).not.toBeInTheDocument();
});

it('holds the first page’s place with a card placeholder per event while the list loads', async () => {
  let answer: (events: unknown[]) => void = () => undefined;
  answerApi({ '/events': () => new Promise((resolve) => (answer = resolve)) });
  renderPage();
  const [loading] = screen.getAllByRole('status').filter((status) => status.querySelector('.kora-events-list__grid'));
  expect(loading).toHaveTextContent('Chargement…');
  expect(loading.querySelectorAll('.kora-events-list__grid > li')).toHaveLength(EVENTS_PAGE_SIZE);
  await networkSettled();
  answer(page(1, 2));
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
});

it('shows the first page asked for with the screen’s code, without asking the API again', async () => {
  const calls = answerApi({ '/events': page(1, 2) });
  prefetchEventsList({ params: {}, search: new URLSearchParams() });
  await networkSettled();
  expect(listCalls(calls)).toHaveLength(1);

  renderPage('/events', true);
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  await networkSettled();
  expect(listCalls(calls)).toHaveLength(1);
});

it('asks again when the screen opens if the list asked for ahead failed', async () => {
  const calls = answerApi({ '/events': inTurn(new ApiError(500, { message: 'panne' }), page(1, 2)) });
  prefetchEventsList({ params: {}, search: new URLSearchParams() });
  await networkSettled();

  renderPage('/events', true);
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(listCalls(calls)).toHaveLength(2);
});

it('asks nothing ahead for an address with choices: the screen reads them itself', async () => {
  const calls = answerApi({ '/events': page(1, 2) });
  prefetchEventsList({ params: {}, search: new URLSearchParams('status=past') });
  await networkSettled();
  expect(listCalls(calls)).toEqual([]);
});

it('Load more fetches the next page and appends it; the button goes at the end', async () => {
  const calls = answerApi({
    '/events': (query: Query) => (query.offset === '0' ? page(1, EVENTS_PAGE_SIZE + 1) : page(10, 4)),
  });
  renderPage();
  await screen.findByRole('link', { name: 'Concert 9' });
  expect(cards()).toHaveLength(9);
  expect(screen.queryByRole('link', { name: 'Concert 10' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByRole('link', { name: 'Concert 13' })).toBeInTheDocument();
  expect(cards()).toHaveLength(13);
  expect(listCalls(calls).at(-1)?.query).toMatchObject({ offset: '9', limit: '10' });
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
});

it('searches by title, place or date through the API once typing pauses, from the first page', async () => {
  const calls = answerApi({
    '/events': (query: Query) => (query.search === 'Dakar' ? [comingEvent(5, { title: 'Dakar live' })] : page(1, 3)),
  });
  renderPage();
  await screen.findByRole('link', { name: 'Concert 1' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un événement' }), 'Dakar');
  expect(await screen.findByRole('link', { name: 'Dakar live' })).toBeInTheDocument();
  await networkSettled();
  const searches = listCalls(calls).filter((call) => call.query.search);
  expect(searches).toEqual([
    expect.objectContaining({ query: { status: 'upcoming', sort: 'date', search: 'Dakar', limit: '10', offset: '0' } }),
  ]);
});

it('sends the period and the sort to the API, each change from the first page', async () => {
  const calls = answerApi({ '/events': page(1, 2) });
  renderPage();
  await screen.findByRole('link', { name: 'Concert 1' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Période' }), 'past');
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ status: 'past', offset: '0' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Période' }), 'free');
  await userEvent.click(screen.getByRole('radio', { name: 'Prix' }));
  await waitFor(() =>
    expect(listCalls(calls).at(-1)?.query).toEqual({ status: 'free', sort: 'price', limit: '10', offset: '0' }),
  );
  await userEvent.click(screen.getByRole('radio', { name: 'Titre' }));
  await waitFor(() => expect(listCalls(calls).at(-1)?.query).toMatchObject({ sort: 'title', offset: '0' }));
  expect(
    within(screen.getByRole('combobox', { name: 'Période' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['À venir', 'Passés', 'Gratuits']);
});

it('opens the ticket modal from a card, in the list’s words', async () => {
  signInAs('awa');
  const event = comingEvent(1, {
    title: 'Nuit du ngoni',
    ticketTypes: [aTicketType(1, { name: 'Standard', price: 25 })],
  });
  answerApi({
    '/events': [event],
    // The modal reads the event's ticket types as it opens.
    '/events/1': event,
    '/user/balance': {
      balance: { price: 10, priceMinor: 1000, currency: 'EUR' },
      balances: [{ price: 10, priceMinor: 1000, currency: 'EUR' }],
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Acheter un billet pour Nuit du ngoni' }));
  const modal = screen.getByRole('dialog', { name: 'Billets · Nuit du ngoni' });
  await userEvent.click(await within(modal).findByRole('radio', { name: /^Standard/ }));
  expect(await within(modal).findByRole('alert')).toHaveTextContent('Solde insuffisant pour acheter ce ticket.');
  expect(within(modal).getByRole('button', { name: 'Acheter' })).toBeDisabled();
});

it('says when nothing matches', async () => {
  answerApi({ '/events': [] });
  renderPage('/events?q=zouk');
  expect(await screen.findByText('Aucun événement ne correspond à votre recherche.')).toBeInTheDocument();
});

it('says the list could not load, never shows sample events, and Retry asks again', async () => {
  answerApi({ '/events': inTurn(new ApiError(500, { message: 'panne' }), page(1, 1)) });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des événements');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Concert 1' })).toBeInTheDocument();
});
