import { act, screen, within } from '@testing-library/react';
import { aProfile, answerApi, currentSubscriptionAnswer, networkSettled, startApiServer } from '@kora/shared/testing';
import { loadTexts, renderScreen, signInAs } from '@kora/shared/testing';
import { useCurrencyStore } from '@kora/shared';
import { useLocation } from 'react-router-dom';
import { readPendingTopUp, rememberPendingTopUp } from '../features/wallet/lib/pending-top-up';
import { CREDIT_CHECK_INTERVAL_MS, CREDIT_CHECKS } from '../features/wallet/hooks/use-top-up-return';
import { translations } from '../locales';
import { aBalance, aMovement } from '../features/wallet/test/wallet';
import { ProfilePage } from './profile-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  signInAs('lea.martin');
  useCurrencyStore.setState({ currency: 'EUR' });
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

const before = aMovement(1, { price: 5 });
const credit = aMovement(2, { price: 20, createdAt: '2025-03-16T10:00:00.000Z' });

/** The profile's reads, and a wallet whose top-up credit lands when the test says the provider confirmed it. */
function answerWallet() {
  const provider = { confirmed: false };
  const calls = answerApi({
    '/profile': aProfile(),
    '/subscription/current': currentSubscriptionAnswer('free'),
    '/user/balance': () => aBalance([provider.confirmed ? 25 : 5, 'EUR']),
    '/user/wallet/movements': () => (provider.confirmed ? [credit, before] : [before]),
  });
  const reads = (path: string) => calls.filter((call) => call.path === path).length;
  return { provider, reads };
}

/** The query of the address the page is at. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

const comeBack = (outcome: string) =>
  renderScreen(
    <>
      <ProfilePage />
      <SearchProbe />
    </>,
    { path: '/profile', at: `/profile?wallet=${outcome}&from=mail` },
  );
const walletPanel = async () => {
  expect(await screen.findByRole('tab', { name: 'Portefeuille' })).toHaveAttribute('aria-selected', 'true');
  return screen.getByRole('tabpanel');
};
const waitAnotherCheck = () => act(async () => jest.advanceTimersByTime(CREDIT_CHECK_INTERVAL_MS));

it('back from a paid top-up, opens the wallet, reads it again until the credit shows, and says so', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  rememberPendingTopUp({ currency: 'EUR', priceMinor: 2000, afterMovementId: 1 });
  const { provider, reads } = answerWallet();
  comeBack('success');
  const panel = await walletPanel();
  expect(within(panel).getByRole('heading', { name: 'Mon portefeuille' })).toBeInTheDocument();
  expect(
    within(panel).getByText('Paiement reçu : votre portefeuille va être crédité dans un instant…'),
  ).toBeInTheDocument();
  expect(await within(panel).findByText('5,00 €')).toBeInTheDocument();
  await networkSettled();
  const movementReads = reads('/user/wallet/movements');

  provider.confirmed = true;
  await waitAnotherCheck();
  expect(await within(panel).findByText('Votre portefeuille a été crédité.')).toBeInTheDocument();
  expect(reads('/user/wallet/movements')).toBe(movementReads + 1);
  expect(await within(panel).findByText('25,00 €')).toBeInTheDocument();
  expect(within(panel).getByText('+20,00 €')).toBeInTheDocument();
  expect(readPendingTopUp()).toBeNull();
});

it('says the credit is on its way when it has not shown after the last check', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  rememberPendingTopUp({ currency: 'EUR', priceMinor: 2000, afterMovementId: 1 });
  const { reads } = answerWallet();
  comeBack('success');
  const panel = await walletPanel();
  for (let check = 1; check < CREDIT_CHECKS; check += 1) {
    await networkSettled();
    await waitAnotherCheck();
  }
  expect(
    await within(panel).findByText(
      'Paiement reçu : le crédit est en route et apparaîtra dans votre portefeuille dans quelques instants.',
    ),
  ).toBeInTheDocument();
  expect(reads('/user/wallet/movements')).toBe(CREDIT_CHECKS);
  expect(screen.queryByText('Votre portefeuille a été crédité.')).not.toBeInTheDocument();
});

it('confirms at once when the credit is already there', async () => {
  rememberPendingTopUp({ currency: 'EUR', priceMinor: 2000, afterMovementId: 1 });
  const { provider } = answerWallet();
  provider.confirmed = true;
  comeBack('success');
  const panel = await walletPanel();
  expect(await within(panel).findByText('Votre portefeuille a été crédité.')).toBeInTheDocument();
  expect(await within(panel).findByText('25,00 €')).toBeInTheDocument();
});

it('back from a cancelled top-up, opens the wallet and says nothing was charged', async () => {
  rememberPendingTopUp({ currency: 'EUR', priceMinor: 2000, afterMovementId: 1 });
  answerWallet();
  comeBack('cancel');
  const panel = await walletPanel();
  expect(within(panel).getByText("La recharge a été annulée : aucun montant n'a été prélevé.")).toBeInTheDocument();
  expect(readPendingTopUp()).toBeNull();
  expect(screen.queryByText('Votre portefeuille a été crédité.')).not.toBeInTheDocument();
  // Taken out of the address: a reload or Back does not announce it again.
  expect(screen.getByTestId('search')).toHaveTextContent(/^\?from=mail$/);
});

it('opens on the profile tab, with no wallet news, on an ordinary visit', async () => {
  const { reads } = answerWallet();
  renderScreen(<ProfilePage />, { path: '/profile' });
  expect(await screen.findByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
  await networkSettled();
  expect(reads('/user/wallet/movements')).toBe(0);
  expect(screen.queryByText(/portefeuille/)).not.toBeInTheDocument();
});
