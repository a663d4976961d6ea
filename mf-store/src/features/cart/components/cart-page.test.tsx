import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore, useCurrencyStore } from '@kora/shared';
import type { CartQuoteRequest } from '@kora/shared/contracts';
import { answerApi, renderScreen, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { aCartItem, fakeQuote, loadCartTexts, putInCart, type FakePricing } from '../testing/cart-kit';
import { CartPage } from './cart-page';

startApiServer();
beforeAll(loadCartTexts);
beforeEach(resetKernel);

const shelf: FakePricing['shelf'] = {
  1: { name: 'T-shirt 1', price: 25, stock: 10 },
  2: { name: 'T-shirt 2', price: 12.5, stock: 10 },
  3: { name: 'T-shirt 3', price: 8, stock: 10 },
};

const renderCart = () => renderScreen(<CartPage />, { path: '/cart' });
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const cartItems = () => useCartStore.getState().items.map(({ id, quantity, price }) => ({ id, quantity, price }));
const summary = () => within(screen.getByRole('region', { name: 'Récapitulatif' }));
/** A row of the summary, label and amount: 'Total 42,50 €'. */
const summaryRow = (label: string) => summary().getByText(label).closest('div');
const payButton = () => screen.getByRole('button', { name: 'Procéder au paiement' });
const quoteBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/cart/quote').map((call) => call.body as CartQuoteRequest);

it('lists the lines with a link, a stepper and a line price; 0 removes a line, delete removes one, then the cart is empty', async () => {
  answerApi({ 'POST /cart/quote': fakeQuote({ shelf }) });
  putInCart(aCartItem(1, { quantity: 2 }), aCartItem(2, { price: 12.5 }));
  renderCart();

  expect(screen.getByRole('link', { name: 'T-shirt 1' })).toHaveAttribute('href', '/product/1');
  expect(within(row('T-shirt 1')).getByText('50,00 €')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité de T-shirt 1' }));
  expect(within(row('T-shirt 1')).getByText('75,00 €')).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Quantité de T-shirt 1' })).toHaveValue(3);

  // The stepper stops at 1; a typed value that is not a whole number goes back.
  expect(screen.getByRole('button', { name: 'Diminuer la quantité de T-shirt 2' })).toBeDisabled();
  const second = screen.getByRole('spinbutton', { name: 'Quantité de T-shirt 2' });
  await userEvent.clear(second);
  await userEvent.type(second, '2.5{Enter}');
  expect(second).toHaveValue(1);
  await userEvent.clear(second);
  await userEvent.type(second, '0{Enter}');
  expect(screen.queryByRole('link', { name: 'T-shirt 2' })).not.toBeInTheDocument();
  expect(cartItems()).toEqual([{ id: 1, quantity: 3, price: 25 }]);

  await userEvent.click(screen.getByRole('button', { name: 'Supprimer T-shirt 1 du panier' }));
  expect(screen.getByText('Votre panier est vide')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/store');
});

it("shows the server's subtotal, Premium's discount and the total, in the buyer's currency with the euros charged", async () => {
  const calls = answerApi({ 'POST /cart/quote': fakeQuote({ shelf, premium: true }) });
  signInAs('lea.martin');
  putInCart(aCartItem(1, { quantity: 2 }));
  renderCart();

  expect(await summary().findByText('Premium −15 %')).toBeInTheDocument();
  expect(summaryRow('Sous-total')).toHaveTextContent('50,00 €');
  expect(summaryRow('Premium −15 %')).toHaveTextContent('−7,50 €');
  expect(summaryRow('Total')).toHaveTextContent('42,50 €');
  expect(quoteBodies(calls)[0]).toEqual({ lines: [{ productId: 1, quantity: 2, seenPriceMinor: 2500 }] });

  act(() => useCurrencyStore.setState({ currency: 'XOF' }));
  expect(summaryRow('Total')).toHaveTextContent('27 878 FCFA — débité 42,50 €');
});

it('flags the lines the quote marks, fixes them with their buttons, and keeps payment off until none is left', async () => {
  const pricing = { shelf: { 1: { ...shelf[1], price: 27 }, 2: { ...shelf[2], stock: 1 } } };
  answerApi({ 'POST /cart/quote': fakeQuote(pricing) });
  signInAs('lea.martin');
  putInCart(aCartItem(1), aCartItem(2, { price: 12.5, quantity: 3 }), aCartItem(3, { price: 8 }));
  renderCart();

  expect(await within(row('T-shirt 3')).findByText("Ce produit n'est plus disponible")).toBeInTheDocument();
  expect(within(row('T-shirt 1')).getByText('Le prix est passé à 27,00 €')).toBeInTheDocument();
  expect(within(row('T-shirt 2')).getByText("Il ne reste qu'un exemplaire en stock")).toBeInTheDocument();
  expect(screen.getByText('Corrigez les articles signalés avant de payer.')).toBeInTheDocument();
  expect(payButton()).toBeDisabled();

  await userEvent.click(within(row('T-shirt 1')).getByRole('button', { name: 'Accepter le nouveau prix' }));
  await userEvent.click(within(row('T-shirt 2')).getByRole('button', { name: 'Passer à 1' }));
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer T-shirt 3 du panier' }));
  expect(cartItems()).toEqual([
    { id: 1, quantity: 1, price: 27 },
    { id: 2, quantity: 1, price: 12.5 },
  ]);
  await waitFor(() => expect(payButton()).toBeEnabled());
  expect(screen.queryByText('Corrigez les articles signalés avant de payer.')).not.toBeInTheDocument();
  expect(summaryRow('Total')).toHaveTextContent('39,50 €');
});

it('applies a promo code through the quote, says why one is refused, and removes an applied one', async () => {
  const calls = answerApi({
    'POST /cart/quote': fakeQuote({
      shelf,
      codes: { BIENVENUE: { percent: 10 }, ETE2020: { refusal: 'Ce code promo a expiré.' } },
    }),
  });
  putInCart(aCartItem(1, { quantity: 2 }));
  renderCart();
  const field = screen.getByRole('textbox', { name: 'Code promo' });

  await userEvent.type(field, 'ETE2020');
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  expect(await screen.findByText('Ce code promo a expiré.')).toHaveRole('alert');
  await waitFor(() => expect(quoteBodies(calls).at(-1)).toEqual({ lines: expect.any(Array) }));

  await userEvent.clear(field);
  await userEvent.type(field, 'BIENVENUE');
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  expect(await screen.findByText('Code BIENVENUE appliqué')).toBeInTheDocument();
  expect(summaryRow('Code BIENVENUE −10 %')).toHaveTextContent('−5,00 €');
  expect(summaryRow('Total')).toHaveTextContent('45,00 €');
  expect(screen.queryByText('Ce code promo a expiré.')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retirer le code BIENVENUE' }));
  await waitFor(() => expect(summary().queryByText('Code BIENVENUE −10 %')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Code promo' })).toBeInTheDocument();
});

it('asks for the name and the email, prefilled from the session', async () => {
  const calls = answerApi({ 'POST /cart/quote': fakeQuote({ shelf }), 'POST /create-payment-intent': {} });
  signInAs('lea.martin');
  putInCart(aCartItem(1));
  renderCart();

  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lea.martin@kora.test');
  await waitFor(() => expect(payButton()).toBeEnabled());
  await userEvent.click(payButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez renseigner votre nom et votre email.');
  expect(calls.filter((call) => call.path === '/create-payment-intent')).toEqual([]);
});

it('tells a signed-out buyer to sign in, and keeps the cart', async () => {
  answerApi({ 'POST /cart/quote': fakeQuote({ shelf }) });
  putInCart(aCartItem(1));
  renderCart();

  expect(screen.getByRole('alert')).toHaveTextContent('Vous devez être connecté pour passer une commande.');
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Fcart');
  expect(screen.queryByRole('button', { name: 'Procéder au paiement' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'T-shirt 1' })).toBeInTheDocument();
  expect(cartItems()).toHaveLength(1);
});

it('says PayPal is not yet available, and pays only by card', async () => {
  answerApi({ 'POST /cart/quote': fakeQuote({ shelf }) });
  signInAs('lea.martin');
  putInCart(aCartItem(1));
  renderCart();
  await waitFor(() => expect(payButton()).toBeEnabled());

  await userEvent.click(screen.getByRole('radio', { name: 'PayPal' }));
  expect(screen.getByText("PayPal n'est pas encore disponible.")).toBeInTheDocument();
  expect(payButton()).toBeDisabled();
  await userEvent.click(screen.getByRole('radio', { name: 'Carte bancaire' }));
  expect(payButton()).toBeEnabled();
});
