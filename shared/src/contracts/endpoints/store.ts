import type { Endpoint } from './endpoint';

/** The store (catalogue-and-commerce.md §2 Store and /cart, §7 Store): products, cart, checkout, orders. */

export const listProducts = {
  area: 'store',
  method: 'GET',
  path: '/products',
  summary: 'Products: search, category, genre and artist filters, featured / popular / newest, paged',
  access: 'visitor',
  cache: 'public-list',
  schema: (s) => ({ query: s.ProductListQuerySchema, response: s.Type.Array(s.ProductSchema) }),
} as const satisfies Endpoint;

export const getProduct = {
  area: 'store',
  method: 'GET',
  path: '/products/:id',
  summary: 'One product',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ProductSchema }),
} as const satisfies Endpoint;

/** The cart as the server will charge it, for anyone (a signed-in Premium member gets the store discount). */
export const quoteCart = {
  area: 'store',
  method: 'POST',
  path: '/cart/quote',
  summary: "Prices a cart: each line's problem, Premium's discount, the promo code, the total",
  access: 'visitor',
  personal: true,
  errors: [422],
  schema: (s) => ({ body: s.CartQuoteRequestSchema, response: s.CartQuoteSchema }),
} as const satisfies Endpoint;

/**
 * A visitor is asked to sign in with the store's own message (401). A cart that cannot be paid as sent
 * answers 409 with the cart as the server now prices it (`CheckoutConflictSchema`).
 */
export const createPaymentIntent = {
  area: 'store',
  method: 'POST',
  path: '/create-payment-intent',
  summary:
    'Prices the cart again, reserves its stock for 15 minutes in a pending order and opens its payment: a card intent, or the mobile-money page',
  access: 'user',
  status: 201,
  errors: [422, 502],
  schema: (s) => ({
    body: s.CreatePaymentIntentRequestSchema,
    response: s.CreatePaymentIntentResponseSchema,
    otherResponses: { 409: s.QuoteConflictSchema },
  }),
} as const satisfies Endpoint;

/** A visitor is asked to sign in with the store's own message (401). */
export const confirmOrder = {
  area: 'store',
  method: 'POST',
  path: '/orders',
  summary:
    'The paid order of a payment intent (recorded from the provider’s confirmation, never from this call); 409 while unpaid',
  access: 'user',
  owner: 'the buyer of the payment intent (404 for another account)',
  errors: [404, 409, 422],
  invalidates: ['store', 'accounts'],
  schema: (s) => ({ body: s.CreateOrderRequestSchema, response: s.StoreOrderSchema }),
} as const satisfies Endpoint;

export const getOrder = {
  area: 'store',
  method: 'GET',
  path: '/orders/:id',
  summary: 'One of the signed-in user’s store orders',
  access: 'user',
  owner: 'its buyer (404 for another account)',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.StoreOrderSchema }),
} as const satisfies Endpoint;

/** Answers the PDF itself (application/pdf), not JSON. */
export const getOrderReceipt = {
  area: 'store',
  method: 'GET',
  path: '/orders/:id/receipt',
  summary: 'The PDF receipt of a paid store order (attachment recu-KORA-S-….pdf)',
  access: 'user',
  owner: 'its buyer (404 for another account)',
  errors: [404],
  produces: 'application/pdf',
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;
