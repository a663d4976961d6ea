import { configureHttp } from '@kora/shared';
import { loadStripe } from '@stripe/stripe-js/pure';
import { goToCheckout, STRIPE_LOAD_TIMEOUT_MS } from './checkout';
import { redirectTo } from './redirect';

jest.mock('./redirect', () => ({ redirectTo: jest.fn() }));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

beforeEach(() => configureHttp({ apiUrl: 'http://api.kora.test' }));
afterEach(() => jest.useRealTimers());

it("gives up on Stripe.js after the timeout and takes the API's checkout address", async () => {
  jest.useFakeTimers();
  jest.mocked(loadStripe).mockReturnValue(new Promise(() => undefined));
  const going = goToCheckout({
    sessionId: 'cs_9',
    checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_9',
    provider: 'stripe',
    publishableKey: 'pk_test_9',
  });
  await jest.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS - 1);
  expect(redirectTo).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await going;
  expect(redirectTo).toHaveBeenCalledWith('http://api.kora.test/api/subscription/checkout/cs_9');
});
