import { cleanup, screen, waitFor } from '@testing-library/react';
import { rememberMobileMoneyPayer } from '@kora/shared/payment-choice';
import userEvent from '@testing-library/user-event';
import { ApiError, useCurrencyStore, type Currency } from '@kora/shared';
import {
  answerApi,
  expectNothingAsked,
  inTurn,
  loadTexts,
  renderScreen,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { redirectTo } from '../../../common/lib/redirect';
import { translations } from '../../../locales';
import { aMovement } from '../test/wallet';
import { readPendingTopUp } from '../lib/pending-top-up';
import { TopUpForm } from './top-up-form';

jest.mock('../../../common/lib/redirect', () => ({
  ...jest.requireActual('../../../common/lib/redirect'),
  redirectTo: jest.fn(),
}));

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  signInAs('lea.martin');
  sessionStorage.clear();
  jest.mocked(redirectTo).mockReset();
});

function showForm(userCurrency: Currency = 'EUR') {
  useCurrencyStore.setState({ currency: userCurrency });
  renderScreen(<TopUpForm />, { path: '/profile' });
}

const amountField = () => screen.getByRole('textbox', { name: 'Montant' });
/** What a screen reader reads with the field (hint and error), its spaces made plain. */
const descriptionOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ');
const currencyField = () => screen.getByRole('combobox', { name: 'Devise' });

async function topUp(amount: string, currency?: string) {
  if (currency) await userEvent.selectOptions(currencyField(), currency);
  await userEvent.clear(amountField());
  if (amount) await userEvent.type(amountField(), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
}

const checkout = {
  sessionId: 'pay_1',
  checkoutUrl: 'http://localhost:4000/api/payments/checkout/pay_1',
  provider: 'local',
  publishableKey: null,
  price: 25.5,
  priceMinor: 2550,
  currency: 'EUR',
};

it("offers the user's currency first, with its limits", () => {
  showForm('XOF');
  expect(currencyField()).toHaveValue('XOF');
  expect(screen.getByText('Entre 500 FCFA et 650 000 FCFA.')).toBeInTheDocument();
});

it.each([
  ['EUR', '0,50', 'Le montant doit être compris entre 1 € et 1 000 €.'],
  ['EUR', '1000,01', 'Le montant doit être compris entre 1 € et 1 000 €.'],
  ['USD', '2000', 'Le montant doit être compris entre 1 USD et 1 000 USD.'],
  ['XOF', '499', 'Le montant doit être compris entre 500 FCFA et 650 000 FCFA.'],
  ['XOF', '700000', 'Le montant doit être compris entre 500 FCFA et 650 000 FCFA.'],
  ['XOF', '1000,5', 'Le montant en FCFA doit être un nombre entier.'],
  ['EUR', '10,555', 'Le montant ne peut pas avoir plus de deux décimales.'],
  ['EUR', 'vingt', 'Veuillez saisir un montant valide, par exemple 20 ou 20,50.'],
  ['EUR', '', 'Veuillez saisir un montant.'],
])('in %s, refuses %p: %s', async (currency, amount, message) => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  showForm();
  await topUp(amount, currency);
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(descriptionOf(amountField())).toContain(message);
  expect(amountField()).toHaveAttribute('aria-invalid', 'true');
  expect(amountField()).toHaveFocus();
  await expectNothingAsked(calls);
  expect(redirectTo).not.toHaveBeenCalled();
});

it('asks for a checkout with the amount, the currency and the return addresses, then goes to it', async () => {
  const calls = answerApi({
    '/user/wallet/movements': [aMovement(7)],
    'POST /user/wallet/top-up': checkout,
  });
  showForm();
  await topUp('25,50');
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(checkout.checkoutUrl));
  expect(calls.filter((call) => call.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/user/wallet/top-up',
      query: {},
      body: {
        amount: 25.5,
        currency: 'EUR',
        successUrl: 'http://localhost/profile?wallet=success',
        cancelUrl: 'http://localhost/profile?wallet=cancel',
      },
    },
  ]);
  expect(readPendingTopUp()).toEqual({ currency: 'EUR', priceMinor: 2550, afterMovementId: 7 });
  expect(screen.getByRole('button', { name: 'Redirection vers le paiement…' })).toBeDisabled();
});

it('tops up in another currency than the default one', async () => {
  const calls = answerApi({
    '/user/wallet/movements': [],
    'POST /user/wallet/top-up': { ...checkout, price: 5000, priceMinor: 5000, currency: 'XOF' },
  });
  showForm();
  await topUp('5000', 'XOF');
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(checkout.checkoutUrl));
  expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: 5000, currency: 'XOF' });
});

it("shows the API's refusal, else a general failure, and stays on the page", async () => {
  const refusal = 'Le montant doit être compris entre 1 et 1000 EUR.';
  answerApi({
    '/user/wallet/movements': [],
    'POST /user/wallet/top-up': inTurn(
      new ApiError(422, { message: refusal, violations: [{ propertyPath: 'amount', message: refusal }] }),
      new ApiError(502, null, 'Bad Gateway'),
    ),
  });
  showForm();
  await topUp('20');
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de lancer la recharge. Veuillez réessayer.'),
  );
  expect(redirectTo).not.toHaveBeenCalled();
  expect(readPendingTopUp()).toBeNull();
});

describe('by mobile money', () => {
  const mobileCheckout = {
    ...checkout,
    checkoutUrl: 'http://localhost:4000/api/payments/mobile-money/simulator/mm_1',
    provider: 'simulator',
    method: 'mobile_money',
  };
  /** Testing Library reads a text with its no-break spaces made plain. */
  const chargeLine = () => screen.queryByText(/^Vous allez payer/);
  const mobileMoney = () => screen.getByRole('radio', { name: 'Mobile Money' });
  const card = () => screen.getByRole('radio', { name: 'Carte bancaire' });

  beforeEach(() => localStorage.clear());

  it('offers card first, and mobile money with its operators', async () => {
    showForm();
    expect(card()).toBeChecked();
    expect(mobileMoney()).not.toBeChecked();
    expect(mobileMoney()).toHaveAccessibleDescription('Orange Money, MTN MoMo, Moov Money, Wave');
    await userEvent.type(amountField(), '1,99');
    expect(chargeLine()).not.toBeInTheDocument();
  });

  it.each([
    ['EUR', '1,99', 'Vous allez payer 1 306 FCFA (1,99 €)'],
    ['EUR', '25,50', 'Vous allez payer 16 727 FCFA (25,50 €)'],
    ['XOF', '5000', 'Vous allez payer 5 000 FCFA'],
  ])('in %s, says before paying what %p costs in FCFA: %s', async (currency, amount, line) => {
    showForm();
    await userEvent.click(mobileMoney());
    await userEvent.selectOptions(currencyField(), currency);
    await userEvent.type(amountField(), amount);
    expect(chargeLine()).toHaveTextContent(new RegExp(`^${line.replace(/[()]/g, '\\$&').replace(/ /g, '\\s')}$`));
  });

  it('says nothing of FCFA while the amount is not one the form would send', async () => {
    showForm();
    await userEvent.click(mobileMoney());
    await userEvent.type(amountField(), '0,50');
    expect(chargeLine()).not.toBeInTheDocument();
  });

  it('asks for a mobile-money checkout with the method, then goes to its page', async () => {
    const calls = answerApi({
      '/user/wallet/movements': [aMovement(7)],
      'POST /user/wallet/top-up': mobileCheckout,
    });
    showForm();
    await userEvent.click(mobileMoney());
    await topUp('25,50');
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith(mobileCheckout.checkoutUrl));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/user/wallet/top-up',
        query: {},
        body: {
          amount: 25.5,
          currency: 'EUR',
          successUrl: 'http://localhost/profile?wallet=success',
          cancelUrl: 'http://localhost/profile?wallet=cancel',
          method: 'mobile_money',
        },
      },
    ]);
    expect(readPendingTopUp()).toEqual({ currency: 'EUR', priceMinor: 2550, afterMovementId: 7 });
  });

  it('names the operator and the masked number this device paid with last', async () => {
    rememberMobileMoneyPayer({ operator: 'orange', maskedPhone: '+225 07 •• •• •• 01' });
    showForm();
    expect(screen.queryByText(/Dernier paiement/)).not.toBeInTheDocument();
    await userEvent.click(mobileMoney());
    expect(screen.getByText('Dernier paiement : Orange Money, +225 07 •• •• •• 01')).toBeInTheDocument();
  });

  it('preselects the method last paid with on this device', async () => {
    answerApi({ '/user/wallet/movements': [], 'POST /user/wallet/top-up': mobileCheckout });
    showForm();
    await userEvent.click(mobileMoney());
    await topUp('20');
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
    cleanup();

    showForm();
    expect(mobileMoney()).toBeChecked();
  });

  it("shows the server's refusal of mobile money, stays on the page and keeps card first next time", async () => {
    const refusal = 'Le paiement par mobile money n’est pas disponible pour le moment.';
    answerApi({
      '/user/wallet/movements': [],
      'POST /user/wallet/top-up': new ApiError(422, {
        message: 'Données invalides',
        violations: [{ propertyPath: 'method', message: refusal }],
      }),
    });
    showForm();
    await userEvent.click(mobileMoney());
    await topUp('20');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(redirectTo).not.toHaveBeenCalled();
    expect(readPendingTopUp()).toBeNull();
    cleanup();

    showForm();
    expect(card()).toBeChecked();
  });
});
