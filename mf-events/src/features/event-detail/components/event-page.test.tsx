import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage, useToastStore } from '@kora/shared';
import {
  aTicketType,
  anEvent,
  answerApi,
  inTurn,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  watchRequests,
} from '@kora/shared/testing';
import { FALLBACK_EVENT_IMAGE } from '../../../common/event-card/event-image';
import { translations } from '../../../locales';
import { EventPage } from './event-page';

startApiServer();
/** An event still to come, whatever today's date (the fixture's own date will pass). */
const comingEvent: typeof anEvent = (id, overrides = {}) =>
  anEvent(id, { datetime: '2099-12-12T19:30:00.000Z', ...overrides });
const requests = watchRequests();
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
  await setLanguage('fr');
});

const SOON = '2099-06-20T18:00:00.000Z';
const regular = aTicketType(1, { name: 'Standard', price: 25, quantity: 100, soldCount: 99 });
const vip = aTicketType(2, { name: 'Carré', price: 99, vip: true, quantity: 20, soldCount: 20 });
const concert = comingEvent(7, {
  title: 'Nuit du ngoni',
  datetime: SOON,
  endDatetime: '2099-06-20T22:30:00.000Z',
  description: '<p>Un <strong>grand</strong> soir<img src=x onerror="alert(1)"></p>',
  ticketTypes: [regular, vip],
});
const others = [comingEvent(7, { title: 'Nuit du ngoni' }), ...[1, 2, 3, 4, 5, 6, 8].map((id) => comingEvent(id + 20))];

const renderPage = (id = 7) => renderScreen(<EventPage />, { path: '/event/:id', at: `/event/${id}` });

it('shows the event: hero, title, French date and end, structured place, safe description and ticket types', async () => {
  const calls = answerApi({ '/events/7': concert, '/events': others });
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Événement : Nuit du ngoni' })).toBeInTheDocument();
  expect(document.title).toBe('Nuit du ngoni · Kora');
  expect(screen.getByText(/^20 juin 2099 à \d\d:00$/)).toBeInTheDocument();
  expect(screen.getByText(/^jusqu'au 20 juin 2099 à \d\d:30$/)).toBeInTheDocument();
  const place = screen.getByRole('group', { name: 'Lieu' });
  expect([...place.children].map((line) => line.textContent)).toEqual([
    'Institut français',
    '8 rue Parchappe',
    '10000 Dakar',
    'Sénégal',
  ]);
  expect(document.querySelector('.kora-event-detail__hero')).toHaveAttribute(
    'src',
    'http://api.test/uploads/images/event-7.png',
  );
  expect(screen.getByText('grand').tagName).toBe('STRONG');
  expect(document.querySelector('[onerror]')).toBeNull();

  const types = screen.getAllByRole('listitem').filter((item) => item.classList.contains('kora-event-detail__type'));
  expect(within(types[0]).getByRole('heading', { name: 'Standard' })).toBeInTheDocument();
  expect(within(types[0]).getByText('25,00 €')).toBeInTheDocument();
  expect(within(types[0]).getByText('1 place restante')).toBeInTheDocument();
  expect(within(types[1]).getByRole('heading', { name: 'Carré VIP' })).toBeInTheDocument();
  expect(within(types[1]).getByText('Complet')).toBeInTheDocument();
  expect(within(types[1]).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText('Événement gratuit')).not.toBeInTheDocument();
  expect(calls.find((call) => call.path === '/events')?.query).toEqual({ status: 'upcoming', limit: '7' });
});

it('writes the dates in the reader’s language, and a type named VIP once', async () => {
  await setLanguage('es');
  const named = aTicketType(3, { name: 'VIP', price: 169, vip: true });
  answerApi({ '/events/7': { ...concert, ticketTypes: [regular, named] }, '/events': [] });
  renderPage();
  expect(await screen.findByText(/^20 de junio de 2099 a las \d\d:00$/)).toBeInTheDocument();
  expect(screen.getByText(/^hasta el 20 de junio de 2099 a las \d\d:30$/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'VIP' })).toBeInTheDocument();
});

it('tells a visitor to sign in before any price can be paid', async () => {
  const calls = answerApi({ '/events/7': concert, '/events': [] });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Choisir le billet Standard' }));
  const modal = within(await screen.findByRole('dialog', { name: 'Billets · Nuit du ngoni' }));
  expect(await modal.findByText('Connectez-vous pour acheter vos billets.')).toBeInTheDocument();
  // The link brings the visitor back to this event once signed in.
  expect(modal.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Fevent%2F7');
  expect(modal.queryByRole('button', { name: 'Acheter' })).not.toBeInTheDocument();
  expect(modal.queryByRole('radio')).not.toBeInTheDocument();
  expect(calls.some((call) => call.path === '/user/balance')).toBe(false);
});

it('writes a plain address when the place has no parts, and says when an event is free', async () => {
  const location = { name: null, address: null, city: null, postalCode: null, country: null };
  answerApi({
    '/events/7': { ...concert, isFree: true, location, address: 'Place de l’Indépendance, Dakar', imageUrl: null },
    '/events': [],
  });
  renderPage();
  expect(await screen.findByText('Événement gratuit')).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Lieu' })).toHaveTextContent('Place de l’Indépendance, Dakar');
  expect(document.querySelector('.kora-event-detail__hero')).toHaveAttribute('src', FALLBACK_EVENT_IMAGE);
  expect(screen.getByRole('button', { name: 'Réserver mon billet' })).toBeInTheDocument();
  expect(screen.getAllByText('Gratuit')).toHaveLength(2);
});

it('opens the buy modal, with a type chosen from its row', async () => {
  signInAs('awa');
  answerApi({
    '/events/7': concert,
    '/events': [],
    '/user/balance': {
      balance: { price: 80, priceMinor: 8000, currency: 'EUR' },
      balances: [{ price: 80, priceMinor: 8000, currency: 'EUR' }],
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Choisir le billet Standard' }));
  const modal = screen.getByRole('dialog', { name: 'Billets · Nuit du ngoni' });
  expect(within(modal).getByRole('radio', { name: /^Standard/ })).toBeChecked();
  expect(within(modal).getByRole('radio', { name: /^Carré/ })).toBeDisabled();
  await userEvent.click(within(modal).getByRole('button', { name: 'Annuler' }));
  await userEvent.click(screen.getByRole('button', { name: 'Acheter des billets' }));
  expect(within(screen.getByRole('dialog')).getByText('Veuillez sélectionner un ticket')).toBeInTheDocument();
});

it('shows Sold out instead of the buy button for a sold-out event', async () => {
  answerApi({ '/events/7': { ...concert, soldOut: true }, '/events': [] });
  renderPage();
  await screen.findByRole('heading', { level: 1, name: 'Événement : Nuit du ngoni' });
  expect(screen.queryByRole('button', { name: 'Acheter des billets' })).not.toBeInTheDocument();
  expect(screen.getAllByText('Complet').length).toBeGreaterThan(0);
});

it('lets the owner see a draft (the bearer is sent), without selling its tickets', async () => {
  signInAs('organiser', 'owner-token');
  answerApi({ '/events/7': { ...concert, status: 'draft' }, '/events': [] });
  renderPage();
  expect(await screen.findByRole('note')).toHaveTextContent('Brouillon');
  expect(screen.queryByRole('button', { name: 'Acheter des billets' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Choisir/ })).not.toBeInTheDocument();
  expect(requests.find((request) => request.path === '/events/7')?.headers.authorization).toBe('Bearer owner-token');
});

it('shows 6 other upcoming events, never this one, each with its ticket button', async () => {
  answerApi({ '/events/7': concert, '/events': others });
  renderPage();
  const section = await screen.findByRole('region', { name: 'Autres événements' });
  await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
  expect(within(section).queryByRole('link', { name: 'Nuit du ngoni' })).not.toBeInTheDocument();
  expect(within(section).getAllByRole('button', { name: /^Acheter un billet pour Concert/ })).toHaveLength(6);
});

it('says the other events could not load, with Retry', async () => {
  answerApi({ '/events/7': concert, '/events': inTurn(new Error('down'), others) });
  renderPage();
  const section = await screen.findByRole('region', { name: 'Autres événements' });
  expect(await within(section).findByRole('alert')).toHaveTextContent('Erreur lors du chargement des événements');
  await userEvent.click(within(section).getByRole('button', { name: 'Réessayer' }));
  await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(6));
});

it('says Événement non trouvé on a 404, with a way back to the list', async () => {
  answerApi({ '/events/99': new ApiError(404, { message: 'Événement non trouvé' }), '/events': [] });
  renderPage(99);
  expect(await screen.findByText('Événement non trouvé')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour aux événements' })).toHaveAttribute('href', '/events');
});

it('offers Retry on other failures', async () => {
  answerApi({ '/events/7': inTurn(new Error('down'), concert), '/events': [] });
  renderPage();
  expect(await screen.findByText("Impossible de charger l'événement")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Événement : Nuit du ngoni' })).toBeInTheDocument();
});

it('adds the event to a calendar as an .ics file named after it', async () => {
  const saved: { name: string; blob: Blob }[] = [];
  let lastBlob: Blob | null = null;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:calendar';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
  try {
    answerApi({ '/events/7': concert, '/events': [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter à mon agenda' }));
    expect(saved.map((file) => file.name)).toEqual(['nuit-du-ngoni.ics']);
    expect(saved[0].blob.type).toBe('text/calendar;charset=utf-8');
    const text = await saved[0].blob.text();
    expect(text).toContain('SUMMARY:Nuit du ngoni\r\n');
    expect(text).toContain('DTSTART:20990620T180000Z\r\n');
    expect(text).toContain('URL:http://localhost/event/7\r\n');
    expect(text).toContain('LOCATION:Institut français\\, 8 rue Parchappe\\, 10000 Dakar\\, Sénégal\r\n');
  } finally {
    click.mockRestore();
  }
});

it('shares the page on Facebook, X and WhatsApp, and copies its link (an inline status says so)', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  answerApi({ '/events/7': concert, '/events': [] });
  renderPage();
  const page = encodeURIComponent('http://localhost/event/7');
  expect(await screen.findByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${page}`,
  );
  expect(screen.getByRole('link', { name: 'Partager sur X (nouvel onglet)' })).toHaveAttribute(
    'href',
    `https://x.com/intent/tweet?url=${page}&text=Nuit%20du%20ngoni`,
  );
  expect(screen.getByRole('link', { name: 'Partager sur WhatsApp (nouvel onglet)' }).getAttribute('href')).toContain(
    `https://wa.me/?text=${encodeURIComponent('Nuit du ngoni http://localhost/event/7')}`,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/event/7');
  expect(await within(screen.getByRole('region', { name: 'Partager' })).findByRole('status')).toHaveTextContent(
    'Lien copié !',
  );
});
