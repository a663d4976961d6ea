import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  endpointKey,
  errorText,
  href,
  isApiError,
  notify,
  queryClient,
  useCartStore,
  useTranslation,
  write,
} from '@kora/shared';
import type { CartQuoteRequest, CreatePaymentIntentResponse } from '@kora/shared/contracts';
import { confirmOrder, createPaymentIntent, quoteCart } from '@kora/shared/contracts/endpoints';
import { orderItems } from '../lib/cart-lines';
import type { Customer } from '../lib/customer';
import { quoteOfConflict } from '../lib/payment-conflict';

/** `POST /orders` answers 409 until the provider's confirmation has reached the API: ask again, a few times. */
export const ORDER_CONFIRM_ATTEMPTS = 6;
export const ORDER_CONFIRM_DELAY_MS = 1000;

export type CheckoutStep =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'card'; intent: CreatePaymentIntentResponse; customer: Customer; requestKey: string }
  | { step: 'confirming' }
  | { step: 'order-failed'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The checkout: a payment intent for what the page shows (idle → preparing → card), the card confirmed
 * by a card form, then the order (confirming → home with a toast, or order-failed once paid).
 */
export function useCheckout(request: CartQuoteRequest) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const [state, setState] = useState<CheckoutStep>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const requestKey = JSON.stringify(request);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  // The cart changed elsewhere (the header's dropdown) while the card form was open: its intent no longer fits.
  useEffect(() => {
    setState((current) => (current.step === 'card' && current.requestKey !== requestKey ? { step: 'idle' } : current));
  }, [requestKey]);

  async function prepare(customer: Customer, amountMinor: number) {
    setState({ step: 'preparing' });
    setError(null);
    try {
      const intent = await write(createPaymentIntent, {
        body: { ...request, amount: amountMinor, customerName: customer.name, customerEmail: customer.email },
      });
      setState({ step: 'card', intent, customer, requestKey });
    } catch (failure) {
      setState({ step: 'idle' });
      if (isApiError(failure) && failure.status === 409) {
        // Nothing was charged: show the cart as the server prices it now, with its flags.
        const quote = quoteOfConflict(failure.body);
        const queryKey = endpointKey(quoteCart, { body: request });
        if (quote) queryClient.setQueryData(queryKey, quote);
        else void queryClient.invalidateQueries({ queryKey });
        setError(errorText(failure, t('cart.payment.cartChanged')));
      } else {
        setError(t('cart.payment.prepareError'));
      }
    }
  }

  /** The card went through: the order is recorded from the provider's confirmation, asked for until it is. */
  async function paid() {
    if (state.step !== 'card') return;
    const { intent, customer } = state;
    setState({ step: 'confirming' });
    const order = {
      paymentIntentId: intent.paymentIntentId,
      customerName: customer.name,
      customerEmail: customer.email,
      amount: intent.amount.priceMinor,
      items: orderItems(useCartStore.getState().items),
    };
    for (let attempt = 1; mounted.current; attempt += 1) {
      try {
        const recorded = await write(confirmOrder, { body: order });
        useCartStore.getState().clear();
        notify(t('cart.order.confirmed', { number: recorded.number }));
        navigate(href('home'));
        return;
      } catch (failure) {
        if (isApiError(failure) && failure.status === 409 && attempt < ORDER_CONFIRM_ATTEMPTS) {
          await wait(ORDER_CONFIRM_DELAY_MS);
          continue;
        }
        // The buyer has paid: keeping the items would invite paying for them twice.
        useCartStore.getState().clear();
        const message = errorText(failure, t('cart.order.failed'));
        setState({ step: 'order-failed', message: t('cart.order.failedAlert', { message }) });
        return;
      }
    }
  }

  const cancel = () => setState({ step: 'idle' });

  return { state, error, prepare, paid, cancel };
}

export type Checkout = ReturnType<typeof useCheckout>;
