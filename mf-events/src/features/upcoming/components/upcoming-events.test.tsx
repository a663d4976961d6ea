import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage } from '@kora/shared';
import {
  aTicketType,
  answerApi,
  anEvent,
  loadTexts,
  renderScreen,
  resetKernel,
  startApiServer,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { UpcomingEvents } from './upcoming-events';

startApiServer();
/** An event still to come, whatever today's date (the fixture's own date will pass). */
const comingEvent: typeof anEvent = (id, overrides = {}) =>
  anEvent(id, { datetime: '2099-12-12T19:30:00.000Z', ...overrides });
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
});

it('lists the next events with their place, French date and a Buy ticket button, or Sold out', async () => {
  const calls = answerApi({
    '/events': [
      comingEvent(1, { title: 'Nuit du ngoni' }),
      comingEvent(2, { title: 'Complet ce soir', soldOut: true }),
    ],
  });
  renderScreen(<UpcomingEvents />);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  const first = (await screen.findByRole('link', { name: 'Nuit du ngoni' })).closest('article') as HTMLElement;
  expect(within(first).getByText(/12 décembre 2099/)).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Nuit du ngoni' })).toHaveAttribute('href', '/event/1');
  expect(within(first).getByText('Institut français, 8 rue Parchappe, 10000 Dakar')).toBeInTheDocument();
  const second = screen.getByRole('link', { name: 'Complet ce soir' }).closest('article') as HTMLElement;
  expect(within(second).getByText('Complet')).toBeInTheDocument();
  expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Prochains événements' })).toBeInTheDocument();
  expect(calls[0].query).toEqual({ status: 'upcoming', limit: '6' });
});

it('opens the ticket modal from Buy ticket', async () => {
  const event = comingEvent(1, { title: 'Nuit du ngoni', ticketTypes: [aTicketType(1, { name: 'Standard' })] });
  answerApi({ '/events': [event], '/events/1': event });
  renderScreen(<UpcomingEvents />);
  await userEvent.click(await screen.findByRole('button', { name: 'Acheter un billet pour Nuit du ngoni' }));
  const modal = screen.getByRole('dialog', { name: 'Billets · Nuit du ngoni' });
  expect(await within(modal).findByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
});

it('writes dates in the visitor’s language', async () => {
  await setLanguage('en');
  answerApi({ '/events': [comingEvent(1)] });
  renderScreen(<UpcomingEvents />);
  expect(await screen.findByText(/12 December 2099/)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Upcoming events' })).toBeInTheDocument();
});

it('says when there is nothing coming, and offers Retry after an error', async () => {
  answerApi({ '/events': new ApiError(500, { message: 'panne' }) });
  renderScreen(<UpcomingEvents />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading events');
  answerApi({ '/events': [] });
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('No upcoming events at the moment.')).toBeInTheDocument();
});
