import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPage, resetKernel } from '@kora/shared/testing';
import { anIntent, loadCartTexts } from '../testing/cart-kit';
import { CardPayment } from './card-payment';

const mockStripeLoaderImported = jest.fn();
const mockLoadStripe = jest.fn();
jest.mock('@stripe/stripe-js', () => {
  mockStripeLoaderImported();
  return { loadStripe: (key: string) => mockLoadStripe(key) };
});

beforeAll(loadCartTexts);
beforeEach(resetKernel);

const customer = { name: 'Léa Martin', email: 'lea.martin@kora.test' };
const renderCard = (intent: ReturnType<typeof anIntent>) =>
  renderInPage(<CardPayment intent={intent} customer={customer} onPaid={jest.fn()} onCancel={jest.fn()} />);

it("shows the API's own test card form and never imports Stripe's loader when the provider is local", async () => {
  renderCard(anIntent(5000, { provider: 'local' }));
  expect(screen.getByRole('textbox', { name: 'Numéro de carte' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(mockStripeLoaderImported).not.toHaveBeenCalled();
});

it("loads Stripe with the API's publishable key when the provider is Stripe, and says so when it cannot", async () => {
  mockLoadStripe.mockResolvedValue(null);
  renderCard(anIntent(5000, { provider: 'stripe', publishableKey: 'pk_test_kora' }));
  await waitFor(() => expect(mockLoadStripe).toHaveBeenCalledWith('pk_test_kora'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger le paiement par carte.');
  expect(screen.queryByRole('textbox', { name: 'Numéro de carte' })).not.toBeInTheDocument();
});

it("confirms the card with the intent's client secret through Stripe Elements, and shows Stripe's decline", async () => {
  const card = { mount: jest.fn(), destroy: jest.fn() };
  const confirmCardPayment = jest
    .fn()
    .mockResolvedValueOnce({ error: { message: 'Your card was declined.' } })
    .mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
  mockLoadStripe.mockResolvedValue({ elements: () => ({ create: () => card }), confirmCardPayment });
  const onPaid = jest.fn();
  renderInPage(
    <CardPayment
      intent={anIntent(5000, { provider: 'stripe', publishableKey: 'pk_test_kora' })}
      customer={customer}
      onPaid={onPaid}
      onCancel={jest.fn()}
    />,
  );
  const pay = screen.getByRole('button', { name: 'Payer' });
  await waitFor(() => expect(pay).toBeEnabled());
  expect(card.mount).toHaveBeenCalledWith(screen.getByRole('group', { name: 'Carte' }));

  await userEvent.click(pay);
  expect(await screen.findByRole('alert')).toHaveTextContent('Échec du paiement : Your card was declined.');
  expect(onPaid).not.toHaveBeenCalled();
  await userEvent.click(pay);
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  expect(confirmCardPayment).toHaveBeenCalledWith('pay_7_secret_abc', {
    payment_method: { card, billing_details: customer },
  });
});
