import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http, useCurrencyStore } from '@kora/shared';
import { saveCurrencyPreference } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectLocation,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { postCall } from '../../../test/api';
import { translations } from '../../../locales';
import { leavePageFor } from '../lib/leave-page';
import { PaymentModal } from './payment-modal';
import type { PurchaseItem } from '../lib/purchase-item';

const single: PurchaseItem = { kind: 'track', trackId: 41, releaseId: 4, title: 'Minuit Quarante', price: 1.99 };
const album: PurchaseItem = { kind: 'album', albumId: 2, title: 'Racines', price: 7.99 };
jest.mock('../lib/leave-page', () => ({ leavePageFor: jest.fn() }));

const checkout = { sessionId: 'ps_1', checkoutUrl: 'http://api.test/api/payments/checkout/ps_1' };

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(resetKernel);
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(leavePageFor).mockClear();
});

function renderModal(item: PurchaseItem = single) {
  const onClose = jest.fn();
  const leave = jest.mocked(leavePageFor);
  renderScreen(<PaymentModal open onClose={onClose} item={item} />, { path: '/release/:id', at: '/release/4' });
  return { onClose, leave };
}

it('offers card by default and mobile money as not yet available', async () => {
  signInAs('lea.martin');
  renderModal();
  expect(screen.getByRole('dialog', { name: 'Acheter Minuit Quarante' })).toBeInTheDocument();
  expect(screen.getByText('Montant à payer : 1,99 €')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile Money' }));
  expect(screen.getByRole('radio', { name: 'Mobile Money' })).toHaveAccessibleDescription(
    "Le paiement par Mobile Money n'est pas encore disponible.",
  );
  expect(screen.getByRole('button', { name: 'Payer 1,99\u00a0€' })).toBeDisabled();
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
