import { rememberPaymentChoice } from '@kora/shared/payment-choice';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, configureHttp, setLanguage } from '@kora/shared';
import { PLANS } from '@kora/shared/contracts';
import { loadStripe } from '@stripe/stripe-js/pure';
import { redirectTo } from '../lib/redirect';
import {
  answerApi,
  aSubscription,
  expectNothingAsked,
  inTurn,
  loadTexts,
  renderScreen,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../locales';
import { UpgradeModal } from './upgrade-modal';

jest.mock('../lib/redirect', () => ({ ...jest.requireActual('../lib/redirect'), redirectTo: jest.fn() }));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  configureHttp({ apiUrl: 'http://api.kora.test' });
  // The way this device paid last is offered first: each test starts from a device that never paid.
  localStorage.clear();
  jest.mocked(redirectTo).mockReset();
  jest.mocked(loadStripe).mockReset();
});
afterEach(() => setLanguage('fr'));

const onPlanChanged = jest.fn();
const openModal = (current: keyof typeof PLANS = 'free') =>
  renderScreen(<UpgradeModal open onClose={jest.fn()} currentPlan={PLANS[current]} onPlanChanged={onPlanChanged} />);

const session = (overrides = {}) => ({
  data: {
    sessionId: 'cs_test_1',
    checkoutUrl: 'http://api.kora.test/api/payments/checkout/cs_test_1',
    provider: 'local',
    publishableKey: null,
    ...overrides,
  },
});

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }));

it("asks for a plan first: 'Veuillez sélectionner un plan'", async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  openModal();
  await pay();
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez sélectionner un plan');
  await expectNothingAsked(calls);
});

it("refuses the current plan: 'Vous avez déjà ce plan'", async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  openModal('starter');
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  await pay();
  expect(screen.getByRole('alert')).toHaveTextContent('Vous avez déjà ce plan');
  await expectNothingAsked(calls);
});

it('sums up the change: from, to and the monthly price', async () => {
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  const summary = screen.getByLabelText('Récapitulatif');
  expect(within(summary).getByText('Gratuit')).toBeInTheDocument();
  expect(within(summary).getByText('Premium')).toBeInTheDocument();
  expect(within(summary).getByText('19,99 € / mois')).toBeInTheDocument();
});

it("creates a checkout session and, with the API's test provider, goes to its checkout page", async () => {
  const calls = answerApi({ 'POST /subscription/create-checkout-session': session() });
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  await pay();
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/payments/checkout/cs_test_1'));
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/subscription/create-checkout-session',
      query: {},
      body: {
        plan: 'premium',
        successUrl: 'http://localhost/subscription/success',
        cancelUrl: 'http://localhost/subscription/cancel',
      },
    },
  ]);
  expect(loadStripe).not.toHaveBeenCalled();
});

it('falls back to /api/subscription/checkout/{sessionId} when the test provider gives no page', async () => {
  answerApi({ 'POST /subscription/create-checkout-session': session({ checkoutUrl: '' }) });
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  await pay();
  await waitFor(() =>
    expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/subscription/checkout/cs_test_1'),
  );
});

it('with Stripe, loads Stripe.js on the click and goes to Stripe Checkout', async () => {
  jest.mocked(loadStripe).mockResolvedValue({} as never);
  answerApi({
    'POST /subscription/create-checkout-session': session({
      provider: 'stripe',
      publishableKey: 'pk_test_1',
      checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_1',
    }),
  });
  openModal();
  expect(loadStripe).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  await pay();
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
  expect(loadStripe).toHaveBeenCalledWith('pk_test_1');
});

it("with Stripe unavailable, takes the spec's fallback redirect", async () => {
  jest.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
  answerApi({
    'POST /subscription/create-checkout-session': session({
      provider: 'stripe',
      publishableKey: 'pk_test_1',
      checkoutUrl: 'https://checkout.stripe.com/x',
    }),
  });
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  await pay();
  await waitFor(() =>
    expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/subscription/checkout/cs_test_1'),
  );
});

it("says 'Erreur Stripe : sessionId manquant' when the session has no id", async () => {
  answerApi({ 'POST /subscription/create-checkout-session': { data: {} } });
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  await pay();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur Stripe : sessionId manquant');
  expect(redirectTo).not.toHaveBeenCalled();
});

it("shows the server's refusal, else 'Erreur lors de la création de la session de paiement'", async () => {
  const calls = answerApi({
    'POST /subscription/create-checkout-session': inTurn(
      new ApiError(409, { message: 'Vous avez déjà ce plan' }),
      new ApiError(500, null, 'Internal Server Error'),
    ),
  });
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  await pay();
  expect(await screen.findByRole('alert')).toHaveTextContent('Vous avez déjà ce plan');
  await pay();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la création de la session de paiement');
  expect(calls).toHaveLength(2);
});

it('moves to a lower plan without payment, and says when in the reader’s words', async () => {
  const calls = answerApi({
    'POST /subscription/change-plan': {
      data: {
        message: 'Votre forfait passera à Starter le 1 décembre 2026.',
        currentPlan: PLANS.premium,
        subscription: aSubscription('premium', { scheduledPlan: 'starter' }),
      },
    },
  });
  openModal('premium');
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Changer de forfait' }));
  await waitFor(() =>
    expect(onPlanChanged).toHaveBeenCalledWith('Votre forfait passera à Starter le 1 décembre 2026.'),
  );
  expect(calls).toEqual([{ method: 'POST', path: '/subscription/change-plan', query: {}, body: { plan: 'starter' } }]);
  expect(redirectTo).not.toHaveBeenCalled();
});

it('before moving below Premium, says when the change happens and that release creation ends', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  renderScreen(
    <UpgradeModal
      open
      onClose={jest.fn()}
      currentPlan={PLANS.premium}
      periodEnd="1 décembre 2026"
      onPlanChanged={onPlanChanged}
    />,
  );
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  const notice = screen.getByRole('note');
  expect(notice).toHaveTextContent('Votre forfait passera à Starter le 1 décembre 2026.');
  expect(notice).toHaveTextContent(
    'Vous ne pourrez plus publier de nouvelles sorties ; celles déjà publiées restent en ligne.',
  );
  await userEvent.click(screen.getByRole('radio', { name: /Gratuit/ }));
  expect(screen.getByRole('note')).toHaveTextContent("L'abonnement s'arrêtera le 1 décembre 2026.");
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  await expectNothingAsked(calls);
});

it('says nothing of release creation when moving from Starter to Gratuit', async () => {
  renderScreen(
    <UpgradeModal
      open
      onClose={jest.fn()}
      currentPlan={PLANS.starter}
      periodEnd={null}
      onPlanChanged={onPlanChanged}
    />,
  );
  await userEvent.click(screen.getByRole('radio', { name: /Gratuit/ }));
  expect(screen.getByRole('note')).toHaveTextContent("L'abonnement s'arrêtera à la fin de la période en cours.");
  expect(screen.getByRole('note')).not.toHaveTextContent('sorties');
});

it('sends an upgrade from Starter to payment, never to a plan change', async () => {
  onPlanChanged.mockClear();
  const calls = answerApi({ 'POST /subscription/create-checkout-session': session() });
  openModal('starter');
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  await pay();
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/payments/checkout/cs_test_1'));
  expect(calls.map((call) => call.path)).toEqual(['/subscription/create-checkout-session']);
  expect(onPlanChanged).not.toHaveBeenCalled();
});

it('says in English when a move to the free plan takes effect, naming the plans in English', async () => {
  await setLanguage('en');
  onPlanChanged.mockClear();
  answerApi({
    'POST /subscription/change-plan': {
      data: {
        message: "L'abonnement s'arrêtera le 1 décembre 2026.",
        currentPlan: PLANS.starter,
        subscription: aSubscription('starter', { cancelAtPeriodEnd: true }),
      },
    },
  });
  openModal('starter');
  await userEvent.click(screen.getByRole('radio', { name: /Free/ }));
  expect(screen.getByLabelText('Summary')).toHaveTextContent(/^FromStarterToFreeMonthly price/);
  await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
  await waitFor(() => expect(onPlanChanged).toHaveBeenCalledWith('The subscription will stop on 1 December 2026.'));
});

/** Amounts are written with narrow no-break spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

it('offers card first, and mobile money with its operator and the FCFA of one prepaid month before paying', async () => {
  const calls = answerApi({
    'POST /subscription/create-checkout-session': session({
      sessionId: 'KORA31PLAN',
      checkoutUrl: 'http://api.kora.test/api/payments/mobile-money/simulator/KORA31PLAN',
      provider: 'simulator',
      method: 'mobile_money',
      amountXof: 6554,
      chargeLabel: 'Vous allez payer 6 554 FCFA (9,99 €)',
    }),
  });
  openModal();
  await userEvent.click(screen.getByRole('radio', { name: /Starter/ }));
  const methods = screen.getByRole('group', { name: 'Moyen de paiement' });
  expect(within(methods).getByRole('radio', { name: 'Carte' })).toBeChecked();
  expect(screen.queryByRole('combobox', { name: 'Opérateur' })).not.toBeInTheDocument();
  expect(screen.queryByText(/FCFA/)).not.toBeInTheDocument();

  await userEvent.click(within(methods).getByRole('radio', { name: 'Mobile money' }));
  const operator = screen.getByRole('combobox', { name: 'Opérateur' });
  expect(operator).toHaveValue('orange');
  await userEvent.selectOptions(operator, 'Wave');
  expect(spaced(screen.getByText(/FCFA/).textContent)).toBe(
    'Vous allez payer 6 554 FCFA (9,99 €) pour un mois, sans renouvellement automatique.',
  );
  await pay();
  await waitFor(() =>
    expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/payments/mobile-money/simulator/KORA31PLAN'),
  );
  expect(calls[0].body).toEqual({
    plan: 'starter',
    method: 'mobile_money',
    operator: 'wave',
    successUrl: 'http://localhost/subscription/success',
    cancelUrl: 'http://localhost/subscription/cancel',
  });
});

it('offers first the way this device paid last, and says the Premium month in FCFA', async () => {
  rememberPaymentChoice('mobile_money', 'mtn');
  openModal('starter');
  await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
  expect(screen.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Opérateur' })).toHaveValue('mtn');
  expect(spaced(screen.getByText(/FCFA/).textContent)).toBe(
    'Vous allez payer 13 113 FCFA (19,99 €) pour un mois, sans renouvellement automatique.',
  );
  // Moving down pays nothing: no way of paying is asked.
  await userEvent.click(screen.getByRole('radio', { name: /Gratuit/ }));
  expect(screen.queryByRole('group', { name: 'Moyen de paiement' })).not.toBeInTheDocument();
});
