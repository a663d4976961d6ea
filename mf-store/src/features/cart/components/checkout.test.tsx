import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useCartStore, useToastStore } from '@kora/shared';
import {
  answerApi,
  expectLocation,
  inTurn,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
} from '@kora/shared/testing';
import {
  aCartItem,
  anIntent,
  anOrder,
  fakeQuote,
  loadCartTexts,
  putInCart,
  type FakePricing,
} from '../testing/cart-kit';
import { CartPage } from './cart-page';

startApiServer();
beforeAll(loadCartTexts);
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
  signInAs('lea.martin');
  putInCart(aCartItem(1, { quantity: 2 }));
});

const shelf: FakePricing['shelf'] = { 1: { name: 'T-shirt 1', price: 25, stock: 10 } };
const DECLINED = new ApiError(402, { message: 'Votre carte a été refusée.', error: 'Payment Required' });

const renderCart = () => renderScreen(<CartPage />, { path: '/cart' });
const cartItems = () => useCartStore.getState().items;
const bodiesOf = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

async function startPayment() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Nom complet' }), 'Léa Martin');
  const pay = screen.getByRole('button', { name: 'Procéder au paiement' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
}

async function payWith(cardNumber: string) {
  const card = within(await screen.findByRole('region', { name: 'Paiement par carte' }));
  await userEvent.clear(card.getByRole('textbox', { name: 'Numéro de carte' }));
  await userEvent.type(card.getByRole('textbox', { name: 'Numéro de carte' }), cardNumber);
  await userEvent.clear(card.getByRole('textbox', { name: "Date d'expiration (MM/AA)" }));
  await userEvent.type(card.getByRole('textbox', { name: "Date d'expiration (MM/AA)" }), '12/34');
  await userEvent.clear(card.getByRole('textbox', { name: 'Cryptogramme (CVC)' }));
  await userEvent.type(card.getByRole('textbox', { name: 'Cryptogramme (CVC)' }), '123');
  await userEvent.click(card.getByRole('button', { name: 'Payer' }));
}

it('pays with the test card: intent, card, order confirmed once the provider has → cart cleared, home, toast', async () => {
  const calls = answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': anIntent(5000),
    'POST /payments/test-card/confirm': { status: 'succeeded' },
    'POST /orders': inTurn(new ApiError(409, { message: 'Paiement non confirmé.' }), anOrder('KORA-S-000012', 5000)),
  });
  renderCart();
  await startPayment();

  const card = within(await screen.findByRole('region', { name: 'Paiement par carte' }));
  expect(card.getByText('Montant à payer : 50,00 €')).toBeInTheDocument();
  expect(card.getByText(/4242 4242 4242 4242.*4000 0000 0000 0002/)).toBeInTheDocument();
  expect(card.getByRole('textbox', { name: 'Nom sur la carte' })).toHaveValue('Léa Martin');
  expect(screen.getByRole('spinbutton', { name: 'Quantité de T-shirt 1' })).toBeDisabled();
  await payWith('4242 4242 4242 4242');

  expect(await screen.findByText('Confirmation de la commande…')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 3000 });
  expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Commande confirmée : KORA-S-000012']);
  expect(cartItems()).toEqual([]);

  expect(bodiesOf(calls, '/create-payment-intent')).toEqual([
    {
      lines: [{ productId: 1, quantity: 2, seenPriceMinor: 2500 }],
      amount: 5000,
      customerName: 'Léa Martin',
      customerEmail: 'lea.martin@kora.test',
    },
  ]);
  expect(bodiesOf(calls, '/payments/test-card/confirm')).toEqual([
    {
      clientSecret: 'pay_7_secret_abc',
      nameOnCard: 'Léa Martin',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    },
  ]);
  const order = {
    paymentIntentId: 'pay_7',
    customerName: 'Léa Martin',
    customerEmail: 'lea.martin@kora.test',
    amount: 5000,
    items: [{ id: 1, quantity: 2, price: 25 }],
  };
  expect(bodiesOf(calls, '/orders')).toEqual([order, order]);
});

it("shows a declined card's message, leaves the cart as it was, and lets the buyer try again", async () => {
  const calls = answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': anIntent(5000),
    'POST /payments/test-card/confirm': inTurn(DECLINED, { status: 'succeeded' }),
    'POST /orders': anOrder('KORA-S-000013', 5000),
  });
  renderCart();
  const before = cartItems();
  await startPayment();
  await payWith('4000 0000 0000 0002');

  expect(await screen.findByRole('alert')).toHaveTextContent('Échec du paiement : Votre carte a été refusée.');
  expect(cartItems()).toBe(before);
  expect(bodiesOf(calls, '/orders')).toEqual([]);

  await payWith('4242 4242 4242 4242');
  await expectLocation('/');
  expect(bodiesOf(calls, '/create-payment-intent')).toHaveLength(1);
});

it('shows the new total and the flags when the server prices the cart differently (409), with nothing charged', async () => {
  const newQuote = fakeQuote({ shelf: { 1: { ...shelf[1], price: 22.5 } } })(
    {},
    { lines: [{ productId: 1, quantity: 2, seenPriceMinor: 2500 }] },
  );
  const calls = answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': new ApiError(409, {
      message: 'Le total de votre panier a changé.',
      quote: newQuote,
    }),
  });
  renderCart();
  await startPayment();

  expect(await screen.findByRole('alert')).toHaveTextContent('Le total de votre panier a changé.');
  const summary = within(screen.getByRole('region', { name: 'Récapitulatif' }));
  expect(summary.getByText('Total').closest('div')).toHaveTextContent('45,00 €');
  expect(screen.getByText('Le prix est passé à 22,50 €')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeDisabled();
  expect(screen.queryByRole('region', { name: 'Paiement par carte' })).not.toBeInTheDocument();
  expect(bodiesOf(calls, '/payments/test-card/confirm')).toEqual([]);
  expect(cartItems()).toHaveLength(1);
});

it('says the payment could not be prepared on another failure, and keeps the cart', async () => {
  answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': new ApiError(503, { message: 'Service indisponible' }),
  });
  renderCart();
  await startPayment();

  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de préparer le paiement.');
  expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeEnabled();
  expect(cartItems()).toHaveLength(1);
});

it('says the order will appear in the profile when its confirmation fails after the payment', async () => {
  answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': anIntent(5000),
    'POST /payments/test-card/confirm': { status: 'succeeded' },
    'POST /orders': new ApiError(500, { message: 'Base de données indisponible' }),
  });
  renderCart();
  await startPayment();
  await payWith('4242 4242 4242 4242');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Une erreur est survenue lors de la confirmation de votre commande : Base de données indisponible',
  );
  expect(
    screen.getByText('Votre paiement a bien été reçu : la commande apparaîtra dans votre profil.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/profile');
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
});
