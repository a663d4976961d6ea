import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, setLanguage } from '@kora/shared';
import type { PlanName, UsageCounter } from '@kora/shared/contracts';
import { subscriptionUsage } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, loadTexts, renderScreen, signInAs, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { PlanUsage } from './plan-usage';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => signInAs('sofia.mendes'));
afterEach(() => setLanguage('fr'));

const usage = (plan: PlanName, playlists: UsageCounter, favorites: UsageCounter) => ({
  data: {
    plan,
    playlists,
    favorites,
    downloads: { used: 0, limit: 0 },
    purchases: 2,
    tickets: 1,
    events: 0,
  },
});

const section = () => screen.getByRole('region', { name: 'Votre utilisation' });

it('shows the playlists and favourites used against the plan’s limits, each with its bar', async () => {
  answerApi([answer(subscriptionUsage, usage('starter', { used: 3, limit: 20 }, { used: 12, limit: 50 }))]);
  renderScreen(<PlanUsage />);
  const playlists = await screen.findByRole('progressbar', { name: 'Playlists : 3 / 20' });
  expect(playlists).toHaveAttribute('value', '3');
  expect(playlists).toHaveAttribute('max', '20');
  const favourites = within(section()).getByRole('progressbar', { name: 'Favoris : 12 / 50' });
  expect(favourites).toHaveAttribute('value', '12');
  expect(favourites).toHaveAttribute('max', '50');
  expect(section()).toHaveTextContent('Playlists : 3 / 20Favoris : 12 / 50');
});

it('says ‘illimité’ where the plan has no limit, with no bar to fill', async () => {
  answerApi([answer(subscriptionUsage, usage('premium', { used: 7, limit: -1 }, { used: 140, limit: -1 }))]);
  renderScreen(<PlanUsage />);
  expect(await screen.findByText('Playlists : 7 / illimité')).toBeInTheDocument();
  expect(screen.getByText('Favoris : 140 / illimité')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('shows more than the limit after a move to a smaller plan, the bar full', async () => {
  answerApi([answer(subscriptionUsage, usage('free', { used: 5, limit: 3 }, { used: 12, limit: 50 }))]);
  renderScreen(<PlanUsage />);
  const playlists = await screen.findByRole('progressbar', { name: 'Playlists : 5 / 3' });
  expect(playlists).toHaveAttribute('value', '3');
  expect(playlists).toHaveAttribute('max', '3');
});

it('holds its place while the counts load', async () => {
  answerApi([answer(subscriptionUsage, () => new Promise(() => undefined))]);
  renderScreen(<PlanUsage />);
  expect(within(section()).getByRole('status')).toHaveTextContent('Chargement…');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('says when the counts cannot be read, and Retry reads them again', async () => {
  answerApi([answer(subscriptionUsage, new ApiError(503, { message: 'Indisponible', error: 'Service Unavailable' }))]);
  renderScreen(<PlanUsage />);
  const alert = await within(section()).findByRole('alert');
  expect(alert).toHaveTextContent("Votre utilisation n'a pas pu être chargée.");

  answerApi([answer(subscriptionUsage, usage('free', { used: 1, limit: 3 }, { used: 0, limit: 50 }))]);
  await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('progressbar', { name: 'Playlists : 1 / 3' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it.each([
  ['en', 'Your usage', 'Playlists: 3 / 20', 'Favourites: 9 / unlimited'],
  ['es', 'Tu uso', 'Listas: 3 / 20', 'Favoritos: 9 / ilimitado'],
] as const)('speaks the reader’s language (%s)', async (language, title, playlists, favourites) => {
  await setLanguage(language);
  answerApi([answer(subscriptionUsage, usage('starter', { used: 3, limit: 20 }, { used: 9, limit: -1 }))]);
  renderScreen(<PlanUsage />);
  expect(await screen.findByRole('progressbar', { name: playlists })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: title })).toHaveTextContent(favourites);
});
