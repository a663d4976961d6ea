import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage } from '@kora/shared';
import { answerApi, anEvent, loadTexts, renderScreen, resetKernel, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { UpcomingEvents } from './upcoming-events';

startApiServer();
beforeAll(() => loadTexts('events', translations));
beforeEach(async () => {
  resetKernel();
  await setLanguage('fr');
});

it('lists the next events with their place, French date and a ticket link, or Sold out', async () => {
  const calls = answerApi({
    '/events': [anEvent(1, { title: 'Nuit du ngoni' }), anEvent(2, { title: 'Complet ce soir', soldOut: true })],
  });
  renderScreen(<UpcomingEvents />);
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  const first = (await screen.findByRole('link', { name: 'Nuit du ngoni' })).closest('li') as HTMLElement;
  expect(within(first).getByText(/12 décembre 2026/)).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'Acheter un billet' })).toHaveAttribute('href', '/event/1');
  const second = screen.getByRole('link', { name: 'Complet ce soir' }).closest('li') as HTMLElement;
  expect(within(second).getByText('Complet')).toBeInTheDocument();
  expect(calls[0].query).toEqual({ status: 'upcoming', limit: '6' });
});

it('writes dates in the visitor’s language', async () => {
  await setLanguage('en');
  answerApi({ '/events': [anEvent(1)] });
  renderScreen(<UpcomingEvents />);
  expect(await screen.findByText(/12 December 2026/)).toBeInTheDocument();
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
