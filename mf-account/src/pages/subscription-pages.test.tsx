import { act, screen } from '@testing-library/react';
import { useSessionStore } from '@kora/shared';
import {
  answerApi,
  aSubscription,
  currentSubscriptionAnswer,
  expectNothingAsked,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { loadTexts, renderScreen, signInAs } from '@kora/shared/testing';
import { translations } from '../locales';
import { SubscriptionCancelPage } from './subscription-cancel-page';
import { SUBSCRIPTION_BANNER_MS } from '../features/plan/components/subscription-updated';
import { SubscriptionSuccessPage } from './subscription-success-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));
afterEach(() => jest.useRealTimers());

it('loads the plan again, confirms for 5 s, and links to the profile and home', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  signInAs('lea.martin');
  const calls = answerApi({
    '/subscription/current': currentSubscriptionAnswer('premium', aSubscription('premium')),
  });
  renderScreen(<SubscriptionSuccessPage />);
  const shownAt = Date.now();
  expect(screen.getByRole('status')).toHaveTextContent('Votre abonnement a bien été mis à jour !');
  expect(await screen.findByText('Votre forfait : Premium')).toBeInTheDocument();
  expect(calls).toContainEqual({ method: 'GET', path: '/subscription/current', query: {}, body: undefined });
  expect(screen.getByRole('link', { name: 'Voir mon profil' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  // Waiting for the answer moved the clock on: the banner's 5 s count from when it appeared.
  await act(async () => jest.advanceTimersByTime(SUBSCRIPTION_BANNER_MS - 100 - (Date.now() - shownAt)));
  expect(screen.getByText('Votre abonnement a bien été mis à jour !')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Votre abonnement a bien été mis à jour !')).not.toBeInTheDocument();
});

it('falls back to the free plan without a session, and calls nothing', async () => {
  useSessionStore.getState().signOut();
  const calls = answerApi({ 'GET /*': UNREACHABLE });
  renderScreen(<SubscriptionSuccessPage />);
  expect(screen.getByRole('link', { name: 'Voir mon profil' })).toBeInTheDocument();
  await act(async () => undefined);
  await expectNothingAsked(calls);
  expect(screen.queryByText(/Votre forfait/)).not.toBeInTheDocument();
});

it('after a cancelled payment, offers the store and home', () => {
  renderScreen(<SubscriptionCancelPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Paiement annulé' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Aller à la boutique' })).toHaveAttribute('href', '/store');
  expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
});
