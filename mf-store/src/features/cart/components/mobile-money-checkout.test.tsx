import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useCartStore, useToastStore } from '@kora/shared';
import {
  rememberedMobileMoneyPayer,
  rememberMobileMoneyPayer,
  rememberPaymentMethod,
} from '@kora/shared/payment-choice';
import { answerApi, renderScreen, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { leavePageFor } from '../lib/leave-page';
import {
  aCartItem,
  aMobileMoneyCheckout,
  fakeQuote,
  loadCartTexts,
  putInCart,
  type FakePricing,
} from '../testing/cart-kit';
import { CartPage } from './cart-page';

jest.mock('../lib/leave-page', () => ({ leavePageFor: jest.fn() }));

startApiServer();
beforeAll(loadCartTexts);
beforeEach(() => {
  resetKernel();
  localStorage.clear();
  jest.mocked(leavePageFor).mockClear();
  useToastStore.setState({ toasts: [] });
  signInAs('lea.martin');
  putInCart(aCartItem(1, { quantity: 2, price: 39 }));
});

const shelf: FakePricing['shelf'] = { 1: { name: 'Boubou Kora', price: 39, stock: 10 } };
/** Amounts as the page writes them: narrow no-break spaces between thousands, a no-break space before the unit. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const renderCart = (at = '/cart') => renderScreen(<CartPage />, { path: '/cart', at });
const bodiesOf = (calls: { path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body);

async function chooseMobileMoney() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Nom complet' }), 'Léa Martin');
  await userEvent.click(screen.getByRole('radio', { name: 'Mobile money' }));
}

it('offers mobile money beside the card and PayPal, with the operator and the FCFA before paying', async () => {
  answerApi({ 'POST /cart/quote': fakeQuote({ shelf }) });
  renderCart();
  const choice = within(await screen.findByRole('group', { name: 'Moyen de paiement' }));
  expect(choice.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
    'card',
    'paypal',
    'mobile_money',
  ]);
  expect(choice.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
  expect(screen.queryByRole('combobox', { name: 'Opérateur' })).not.toBeInTheDocument();

  await userEvent.click(choice.getByRole('radio', { name: 'PayPal' }));
  expect(screen.getByRole('status')).toHaveTextContent("PayPal n'est pas encore disponible.");
  expect(screen.getByRole('button', { name: 'Procéder au paiement' })).toBeDisabled();

  await chooseMobileMoney();
  const operator = screen.getByRole('combobox', { name: 'Opérateur' });
  expect(
    within(operator)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Orange Money', 'MTN MoMo', 'Moov Money', 'Wave']);
  // 78,00 € × 655,957 = 51 164,6… FCFA, rounded up to the franc.
  await waitFor(() => expect(screen.getByText(/^Vous allez payer/)).toBeInTheDocument());
  expect(plain(screen.getByText(/^Vous allez payer/).textContent ?? '')).toBe('Vous allez payer 51 165 FCFA (78,00 €)');
  expect(screen.getByRole('button', { name: 'Payer 51\u202f165\u00a0FCFA' })).toBeEnabled();
});

it('reserves the order by mobile money and sends the browser to the mobile-money page, remembering the choice', async () => {
  const calls = answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': aMobileMoneyCheckout(7800, 51165),
  });
  const { unmount } = renderCart();
  await chooseMobileMoney();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Opérateur' }), 'Wave');
  const pay = await screen.findByRole('button', { name: 'Payer 51\u202f165\u00a0FCFA' });
  await userEvent.click(pay);

  await waitFor(() =>
    expect(leavePageFor).toHaveBeenCalledWith('http://api.test/api/payments/mobile-money/simulator/mm_12'),
  );
  expect(screen.getByRole('button', { name: 'Redirection vers le paiement…' })).toBeDisabled();
  expect(bodiesOf(calls, '/create-payment-intent')).toEqual([
    {
      lines: [{ productId: 1, quantity: 2, seenPriceMinor: 3900 }],
      amount: 7800,
      customerName: 'Léa Martin',
      customerEmail: 'lea.martin@kora.test',
      method: 'mobile_money',
      operator: 'wave',
      successUrl: `${window.location.origin}/cart`,
      cancelUrl: `${window.location.origin}/cart`,
    },
  ]);
  // The cart stays until the provider says the order is paid.
  expect(useCartStore.getState().items).toHaveLength(1);

  unmount();
  renderCart();
  expect(await screen.findByRole('radio', { name: 'Mobile money' })).toBeChecked();
});

it('offers first the method and operator used last on this device, with the masked number', async () => {
  rememberPaymentMethod('mobile_money');
  rememberMobileMoneyPayer({ operator: 'mtn', maskedPhone: '+225 07 •• •• •• 01' });
  answerApi({ 'POST /cart/quote': fakeQuote({ shelf }) });
  renderCart();
  expect(await screen.findByRole('radio', { name: 'Mobile money' })).toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Opérateur' })).toHaveValue('mtn');
  expect(screen.getByText('Dernier paiement : MTN MoMo, +225 07 •• •• •• 01')).toBeInTheDocument();
});

it('says why the server refused mobile money, and keeps the cart', async () => {
  answerApi({
    'POST /cart/quote': fakeQuote({ shelf }),
    'POST /create-payment-intent': new ApiError(422, {
      message: 'Le paiement par mobile money n’est pas disponible pour le moment.',
      violations: [
        { propertyPath: 'method', message: 'Le paiement par mobile money n’est pas disponible pour le moment.' },
      ],
    }),
  });
  renderCart();
  await chooseMobileMoney();
  await userEvent.click(await screen.findByRole('button', { name: 'Payer 51\u202f165\u00a0FCFA' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Le paiement par mobile money n’est pas disponible pour le moment.',
  );
  expect(leavePageFor).not.toHaveBeenCalled();
  expect(localStorage.getItem('kora.paymentMethod')).toBeNull();
  expect(useCartStore.getState().items).toHaveLength(1);
});

describe('coming back from the mobile-money page', () => {
  const order = (status: 'paid' | 'pending' | 'cancelled' | 'refunded', extra = {}) => ({
    id: 12,
    number: 'KORA-S-000012',
    status,
    customerName: 'Léa Martin',
    customerEmail: 'lea.martin@kora.test',
    lines: [],
    subtotal: { price: 78, priceMinor: 7800, currency: 'EUR' as const },
    discounts: [],
    total: { price: 78, priceMinor: 7800, currency: 'EUR' as const },
    createdAt: '2030-01-01T10:00:00.000Z',
    paidAt: status === 'paid' ? '2030-01-01T10:03:00.000Z' : null,
    receiptUrl: null,
    ...extra,
  });

  it('paid: the cart is emptied, the order confirmed in a toast, and home', async () => {
    const calls = answerApi({
      'GET /orders/12': order('paid', { method: 'mobile_money', operator: 'wave', maskedPhone: '+225 07 •• •• •• 01' }),
      'POST /cart/quote': fakeQuote({ shelf }),
    });
    renderCart('/cart?order=12');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual([
      'Commande confirmée : KORA-S-000012',
    ]);
    expect(useCartStore.getState().items).toEqual([]);
    expect(calls.filter((call) => call.path === '/orders/12')).toHaveLength(1);
    expect(rememberedMobileMoneyPayer()).toEqual({ operator: 'wave', maskedPhone: '+225 07 •• •• •• 01' });
  });

  it('still waiting: "Paiement en attente", and a refresh that finds it paid', async () => {
    let answered = 0;
    answerApi({
      'GET /orders/12': () => (answered++ === 0 ? order('pending') : order('paid')),
      'POST /cart/quote': fakeQuote({ shelf }),
    });
    renderCart('/cart?order=12');
    expect(await screen.findByRole('heading', { name: 'Paiement en attente' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirmez le paiement sur votre téléphone');
    expect(screen.queryByRole('button', { name: /^Payer|Procéder/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('refused: says so, nothing charged, and the cart is kept to pay again', async () => {
    answerApi({ 'GET /orders/12': order('cancelled'), 'POST /cart/quote': fakeQuote({ shelf }) });
    renderCart('/cart?order=12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le paiement de la commande KORA-S-000012 n’a pas abouti : rien n’a été débité. Votre panier est conservé.',
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantité de T-shirt 1' })).toHaveValue(2);
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
  });

  it('refunded to the wallet: says what was credited', async () => {
    answerApi({
      'GET /orders/12': order('refunded', {
        refund: { to: 'wallet', amount: { price: 51165, priceMinor: 51165, currency: 'XOF' } },
      }),
      'POST /cart/quote': fakeQuote({ shelf }),
    });
    renderCart('/cart?order=12');
    await waitFor(() =>
      expect(plain(screen.getByText(/n’a pas pu être honorée/).textContent ?? '')).toBe(
        'Votre commande KORA-S-000012 n’a pas pu être honorée : 51 165 FCFA ont été crédités sur votre portefeuille.',
      ),
    );
  });
});
