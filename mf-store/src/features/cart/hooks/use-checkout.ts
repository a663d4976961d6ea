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
import type { CardPaymentIntent, CartQuoteRequest, MobileMoneyOperator } from '@kora/shared/contracts';
import { confirmOrder, createPaymentIntent, quoteCart } from '@kora/shared/contracts/endpoints';
import { rememberPaymentMethod } from '@kora/shared/payment-choice';
import { orderItems } from '../lib/cart-lines';
import type { Customer } from '../lib/customer';
import { leavePageFor } from '../lib/leave-page';
import { cartReturnAddresses } from '../lib/order-return';
import { quoteOfConflict } from '../lib/payment-conflict';

/** `POST /orders` answers 409 until the provider's confirmation has reached the API: ask again, a few times. */
export const ORDER_CONFIRM_ATTEMPTS = 6;
export const ORDER_CONFIRM_DELAY_MS = 1000;

export type CheckoutStep =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'card'; intent: CardPaymentIntent; customer: Customer; requestKey: string }
  | { step: 'leaving' }
  | { step: 'confirming' }
  | { step: 'order-failed'; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's refusal of the payment method (mobile money off: a 422 with a violation on `method`). */
function methodRefusal(failure: unknown): string | null {
  const violation = isApiError(failure) ? failure.violations?.find((v) => v.propertyPath === 'method') : undefined;
  return violation?.message.trim() ? violation.message : null;
}

/**
 * The checkout: a payment intent for what the page shows (idle → preparing → card), the card confirmed
 * by a card form, then the order (confirming → home with a toast, or order-failed once paid). By mobile
 * money the same reservation sends the browser to the mobile-money page (preparing → leaving); the cart
 * shows the order's state when the payer comes back. The method the server took is remembered on the device.
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

  function refused(failure: unknown) {
    setState({ step: 'idle' });
    if (isApiError(failure) && failure.status === 409) {
      // Nothing was charged: show the cart as the server prices it now, with its flags.
      const quote = quoteOfConflict(failure.body);
      const queryKey = endpointKey(quoteCart, { body: request });
      if (quote) queryClient.setQueryData(queryKey, quote);
      else void queryClient.invalidateQueries({ queryKey });
      setError(errorText(failure, t('cart.payment.cartChanged')));
    } else {
      setError(methodRefusal(failure) ?? t('cart.payment.prepareError'));
    }
  }

  const orderBody = (customer: Customer, amountMinor: number) => ({
    ...request,
    amount: amountMinor,
    customerName: customer.name,
    customerEmail: customer.email,
  });

  async function prepare(customer: Customer, amountMinor: number) {
    setState({ step: 'preparing' });
    setError(null);
    try {
      const intent = await write(createPaymentIntent, { body: orderBody(customer, amountMinor) });
      if (intent.method === 'mobile_money') throw new Error('A card payment answered by mobile money');
      rememberPaymentMethod('card');
      setState({ step: 'card', intent, customer, requestKey });
    } catch (failure) {
      refused(failure);
    }
  }

  /** The same reservation, paid on the mobile-money page the browser is sent to. */
  async function payByMobileMoney(customer: Customer, amountMinor: number, operator: MobileMoneyOperator) {
    setState({ step: 'preparing' });
    setError(null);
    try {
      const checkout = await write(createPaymentIntent, {
        body: { ...orderBody(customer, amountMinor), method: 'mobile_money', operator, ...cartReturnAddresses() },
      });
      if (checkout.method !== 'mobile_money' || !checkout.checkoutUrl) throw new Error('No mobile-money page');
      // Remembered once the server took it: a method it refused (mobile money off) is not offered first again.
      rememberPaymentMethod('mobile_money');
      setState({ step: 'leaving' });
      leavePageFor(checkout.checkoutUrl);
    } catch (failure) {
      refused(failure);
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

  return { state, error, prepare, payByMobileMoney, paid, cancel };
}

export type Checkout = ReturnType<typeof useCheckout>;
