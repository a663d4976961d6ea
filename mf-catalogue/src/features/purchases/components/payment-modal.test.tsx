import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http, useCurrencyStore } from '@kora/shared';
import { saveCurrencyPreference } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectLocation,
  inTurn,
  networkSettled,
  renderScreen,
  signInAs,
  UNREACHABLE,
} from '@kora/shared/testing';
import { rememberMobileMoneyPayer } from '@kora/shared/payment-choice';
import { postCall } from '../../../test/api';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { leavePageFor } from '../lib/leave-page';
import { PaymentModal } from './payment-modal';
import type { PurchaseItem } from '../lib/purchase-item';

const single: PurchaseItem = { kind: 'track', trackId: 41, releaseId: 4, title: 'Minuit Quarante', price: 1.99 };
const album: PurchaseItem = { kind: 'album', albumId: 2, title: 'Racines', price: 7.99 };
jest.mock('../lib/leave-page', () => ({ leavePageFor: jest.fn() }));

const checkout = { sessionId: 'ps_1', checkoutUrl: 'http://api.test/api/payments/checkout/ps_1' };

catalogueSuite();
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(leavePageFor).mockClear();
});

/** Testing Library reads a text with its no-break spaces made plain. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

function renderModal(item: PurchaseItem = single) {
  const onClose = jest.fn();
  const leave = jest.mocked(leavePageFor);
  renderScreen(<PaymentModal open onClose={onClose} item={item} />, { path: '/release/:id', at: '/release/4' });
  return { onClose, leave };
}

it('offers card by default, and mobile money with its operators and the FCFA it charges before paying', async () => {
  signInAs('lea.martin');
  renderModal();
  expect(screen.getByRole('dialog', { name: 'Acheter Minuit Quarante' })).toBeInTheDocument();
  expect(screen.getByText('Montant à payer : 1,99 €')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  expect(screen.queryByText(/^Vous allez payer/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' })).toBeEnabled();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  expect(screen.getByRole('radio', { name: 'Mobile Money' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Mobile Money' })).toHaveAccessibleDescription(
    'Orange Money, MTN MoMo, Moov Money, Wave',
  );
  // 1,99 € × 655,957 = 1 305,35… FCFA, rounded up to the franc.
  expect(screen.getByText('Vous allez payer 1 306 FCFA (1,99 €)')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' })).toBeEnabled();
  await userEvent.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
  expect(screen.queryByText(/^Vous allez payer/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' })).toBeEnabled();
});

it.each([
  [0.99, '650\u00a0FCFA (0,99\u00a0€)'], // 649,39… → 650
  [7.99, '5\u202f242\u00a0FCFA (7,99\u00a0€)'], // 5 241,09… → 5 242
  [10, '6\u202f560\u00a0FCFA (10,00\u00a0€)'], // 6 559,57 → 6 560
  [1000, '655\u202f957\u00a0FCFA (1\u202f000,00\u00a0€)'], // exactly 655 957: nothing to round
])('charges %p € by mobile money as %s, rounded up to the franc', async (price, label) => {
  signInAs('lea.martin');
  renderModal({ ...single, price });
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  expect(screen.getByText(`Vous allez payer ${plain(label)}`)).toBeInTheDocument();
});

it('pays a track by mobile money: sends the method, then goes to the mobile-money page', async () => {
  signInAs('lea.martin');
  const mobileCheckout = {
    sessionId: 'mm_1',
    checkoutUrl: 'http://api.test/api/payments/mobile-money/simulator/mm_1',
    provider: 'simulator',
    publishableKey: null,
    method: 'mobile_money',
    amountXof: 1306,
    chargeLabel: 'Vous allez payer 1\u202f306\u00a0FCFA (1,99\u00a0€)',
  };
  const calls = answerApi({ 'POST /create-stripe-session': mobileCheckout });
  const { leave } = renderModal();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(mobileCheckout.checkoutUrl));
  expect(calls).toEqual([
    postCall('/create-stripe-session', {
      trackId: 41,
      amount: 1.99,
      successUrl: `${window.location.origin}/release/4?payment_success=true&track_id=41`,
      cancelUrl: window.location.href,
      method: 'mobile_money',
    }),
  ]);
});

it('opens the mobile-money page on the operator this device paid with last', async () => {
  signInAs('lea.martin');
  rememberMobileMoneyPayer({ operator: 'wave', maskedPhone: null });
  const calls = answerApi({
    'POST /create-stripe-session': { ...checkout, method: 'mobile_money', amountXof: 1306, chargeLabel: '' },
  });
  const { leave } = renderModal();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' }));
  await waitFor(() => expect(leave).toHaveBeenCalled());
  expect(calls[0].body).toMatchObject({ method: 'mobile_money', operator: 'wave' });
});

it('names the operator and the masked number this device paid with last', async () => {
  signInAs('lea.martin');
  rememberMobileMoneyPayer({ operator: 'mtn', maskedPhone: '+225 07 •• •• •• 01' });
  renderModal();
  expect(screen.queryByText(/Dernier paiement/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  expect(screen.getByText('Dernier paiement : MTN MoMo, +225 07 •• •• •• 01')).toBeInTheDocument();
});

it('pays an album by mobile money through the album checkout', async () => {
  signInAs('lea.martin');
  const calls = answerApi({ 'POST /create-album-stripe-session': checkout });
  const { leave } = renderModal(album);
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  expect(screen.getByText('Vous allez payer 5 242 FCFA (7,99 €)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Payer 5\u202f242\u00a0FCFA' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(checkout.checkoutUrl));
  expect(calls).toEqual([
    postCall('/create-album-stripe-session', {
      albumId: 2,
      amount: 7.99,
      successUrl: `${window.location.origin}/release/2?payment_success=true&album_id=2`,
      cancelUrl: window.location.href,
      method: 'mobile_money',
    }),
  ]);
});

it('preselects the method last paid with on this device, and keeps card for whoever never chose', async () => {
  signInAs('lea.martin');
  answerApi({ 'POST /create-stripe-session': checkout });
  const first = renderModal();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' }));
  await waitFor(() => expect(first.leave).toHaveBeenCalled());
  cleanup();

  renderModal(album);
  expect(screen.getByRole('radio', { name: 'Mobile Money' })).toBeChecked();
  expect(screen.getByText('Vous allez payer 5 242 FCFA (7,99 €)')).toBeInTheDocument();
  cleanup();

  localStorage.clear();
  renderModal();
  expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
});

it('keeps card first when the server refused mobile money, and a card payment brings card back', async () => {
  signInAs('lea.martin');
  answerApi({
    'POST /create-stripe-session': inTurn(
      new ApiError(422, {
        message: 'Le paiement par mobile money n’est pas disponible pour le moment.',
        violations: [
          { propertyPath: 'method', message: 'Le paiement par mobile money n’est pas disponible pour le moment.' },
        ],
      }),
      checkout,
    ),
  });
  const { leave } = renderModal();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Le paiement par mobile money n’est pas disponible pour le moment.',
  );
  expect(leave).not.toHaveBeenCalled();
  // The buyer may pay by card instead, at once.
  await userEvent.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' }));
  await waitFor(() => expect(leave).toHaveBeenCalledWith(checkout.checkoutUrl));
  cleanup();

  renderModal();
  expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
});

it('shows the refusal of mobile money when it is off on the server, and lets the buyer try again', async () => {
  signInAs('lea.martin');
  const refusal = 'Le paiement par mobile money n’est pas disponible pour le moment.';
  answerApi({
    'POST /create-stripe-session': new ApiError(422, {
      message: 'Données de paiement invalides',
      violations: [{ propertyPath: 'method', message: refusal }],
    }),
  });
  const { leave } = renderModal();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(leave).not.toHaveBeenCalled();
  expect(screen.getByRole('radio', { name: 'Mobile Money' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Payer 1\u202f306\u00a0FCFA' })).toBeEnabled();
});

it('tells a visitor up front to sign in, with a link back to sign in, and offers no payment', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  const { onClose } = renderModal();
  expect(screen.getByText('Montant à payer : 1,99 €')).toBeInTheDocument();
  expect(screen.getByText('Connectez-vous pour acheter ce morceau.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Payer/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Frelease%2F4');
  await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
  await expectLocation('/signin');
  expect(onClose).toHaveBeenCalled();
  await networkSettled();
  expect(calls).toEqual([]);
});

it('tells a visitor to sign in to buy an album', () => {
  renderModal(album);
  expect(screen.getByText('Connectez-vous pour acheter cet album.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Frelease%2F4');
});

it('says in FCFA what the card is charged in euros, on the amount and on the Pay button', () => {
  signInAs('lea.martin');
  // The choice of a signed-in user is saved on their account too.
  answerApi([answer(saveCurrencyPreference, { currency: 'XOF' })]);
  useCurrencyStore.getState().setCurrency('XOF');
  renderModal();
  expect(screen.getByText(/^Montant à payer : 1\s305\sFCFA — débité 1,99\s€$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Payer 1\s305\sFCFA — débité 1,99\s€$/ })).toBeEnabled();
});

it('disables every button and the close while paying, then goes to the checkout page', async () => {
  signInAs('lea.martin');
  let answer: (value: typeof checkout) => void = () => undefined;
  const calls = answerApi({
    'POST /create-stripe-session': () => new Promise((resolve) => (answer = resolve)),
  });
  const { leave, onClose } = renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' }));
  expect(screen.getByRole('button', { name: 'Paiement en cours…' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Fermer' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeDisabled();
  await userEvent.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() =>
    expect(calls).toContainEqual(
      postCall('/create-stripe-session', {
        trackId: 41,
        amount: 1.99,
        successUrl: `${window.location.origin}/release/4?payment_success=true&track_id=41`,
        cancelUrl: window.location.href,
      }),
    ),
  );
  answer(checkout);
  await waitFor(() => expect(leave).toHaveBeenCalledWith(checkout.checkoutUrl));
});

it('buys a whole album through the album checkout, returning to the release page', async () => {
  signInAs('lea.martin');
  const calls = answerApi({ 'POST /create-album-stripe-session': checkout });
  const { leave } = renderModal(album);
  expect(screen.getByRole('dialog', { name: "Acheter l'album Racines" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Payer 7,99\u00a0€' }));
  await waitFor(() =>
    expect(calls).toContainEqual(
      postCall('/create-album-stripe-session', {
        albumId: 2,
        amount: 7.99,
        successUrl: `${window.location.origin}/release/2?payment_success=true&album_id=2`,
        cancelUrl: window.location.href,
      }),
    ),
  );
  await waitFor(() => expect(leave).toHaveBeenCalledWith(checkout.checkoutUrl));
});

it.each([
  ['an answer without checkout URL', { sessionId: 'x' }, 'URL de paiement non reçue du serveur.'],
  ['an unreachable server', UNREACHABLE, 'Erreur de connexion au serveur. Veuillez réessayer.'],
  [
    'a message about the server',
    new Error('Erreur serveur interne'),
    'Erreur de connexion au serveur. Veuillez réessayer.',
  ],
  ['a message about a URL', new Error('Invalid URL for return'), 'Erreur de configuration du paiement.'],
  [
    'the server validation',
    new ApiError(422, { message: 'Données de paiement invalides: invalid amount' }),
    'Données de paiement invalides: invalid amount',
  ],
])('shows %s as the spec says, and lets the buyer try again', async (_case, outcome, message) => {
  signInAs('lea.martin');
  answerApi({ 'POST /create-stripe-session': outcome });
  await expectPaymentRefused(message);
});

it('says a refused sign-in as the spec says, then offers to sign in again', async () => {
  signInAs('lea.martin');
  answerApi({ 'POST /create-stripe-session': new ApiError(401, { message: 'Token JWT manquant.' }) });
  const { leave } = renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Vous devez être connecté pour effectuer un achat.');
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Frelease%2F4');
  expect(leave).not.toHaveBeenCalled();
});

// The kernel's http client always gives its errors a message (the server's, else "Erreur {status}: …"),
// so no answer of the API reaches this case: the checkout call itself fails without a message.
it('shows an error without message as the spec says, and lets the buyer try again', async () => {
  signInAs('lea.martin');
  jest.spyOn(http, 'call').mockRejectedValue(new Error(''));
  await expectPaymentRefused('Une erreur est survenue lors du paiement.');
});

async function expectPaymentRefused(message: string) {
  const { leave } = renderModal();
  await userEvent.click(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(leave).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' })).toBeEnabled();
}
