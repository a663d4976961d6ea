import { http, queryOptions, userQueryKey } from '@kora/shared';
import type {
  CartQuote,
  CartQuoteRequest,
  CreateOrderRequest,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  StoreOrder,
  TestCardConfirmRequest,
} from '@kora/shared/contracts';

/** The checkout calls of the API (the http client sends the bearer when signed in). */
export const cartApi = {
  quote: (request: CartQuoteRequest, signal?: AbortSignal) => http.post<CartQuote>('/cart/quote', request, { signal }),
  createPaymentIntent: (request: CreatePaymentIntentRequest) =>
    http.post<CreatePaymentIntentResponse>('/create-payment-intent', request),
  confirmTestCard: (request: TestCardConfirmRequest) =>
    http.post<{ status: 'succeeded' }>('/payments/test-card/confirm', request),
  createOrder: (request: CreateOrderRequest) => http.post<StoreOrder>('/orders', request),
};

/** The cart priced by the server; it depends on who asks (Premium's discount, a code used once per account). */
export const cartQuoteQuery = (request: CartQuoteRequest) =>
  queryOptions({
    queryKey: userQueryKey('cart-quote', request),
    queryFn: ({ signal }) => cartApi.quote(request, signal),
    // Stock and prices move: a cart visited again is priced again.
    staleTime: 0,
  });
