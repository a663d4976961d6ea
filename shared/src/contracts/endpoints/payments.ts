import type { Endpoint } from './endpoint';

/**
 * Payments (see contracts/payments.ts): the local provider's test checkout (an HTML page and its form,
 * the API's own card form for payment intents) and the provider's signed webhooks.
 */

/** Answers HTML (410 once the session is closed). */
export const showTestCheckout = {
  area: 'payments',
  method: 'GET',
  path: '/payments/checkout/:sessionId',
  summary: 'Local test checkout page (HTML)',
  access: 'visitor',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ params: s.TestCheckoutParamsSchema }),
} as const satisfies Endpoint;

/** A form post: answers the page again (402 declined, 410 closed, 422 a field to fix) or redirects (303). */
export const submitTestCheckout = {
  area: 'payments',
  method: 'POST',
  path: '/payments/checkout/:sessionId',
  summary: 'Pay or cancel on the local test checkout',
  access: 'visitor',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ params: s.TestCheckoutParamsSchema, body: s.TestCheckoutFormSchema }),
} as const satisfies Endpoint;

export const confirmTestCard = {
  area: 'payments',
  method: 'POST',
  path: '/payments/test-card/confirm',
  summary: 'Confirms a payment intent with a test card (local provider only; 404 with Stripe)',
  access: 'visitor',
  errors: [402, 404, 409, 422],
  schema: (s) => ({ body: s.TestCardConfirmRequestSchema, response: s.TestCardConfirmResponseSchema }),
} as const satisfies Endpoint;

/** The provider's signed event, read raw by the route (the signature covers its exact bytes). */
export const receivePaymentWebhook = {
  area: 'payments',
  method: 'POST',
  path: '/payments/webhook',
  summary: "Payment provider's webhook (signature checked): confirms payments, follows subscriptions",
  access: 'visitor',
  errors: [400],
  schema: (s) => ({ response: s.WebhookReceiptSchema }),
} as const satisfies Endpoint;

/** The same webhook under a second address (either may be given to the provider). */
export const receiveSubscriptionWebhook = {
  area: 'payments',
  method: 'POST',
  path: '/subscription/webhook',
  summary: "Payment provider's webhook (signature checked): confirms payments, follows subscriptions",
  access: 'visitor',
  errors: [400],
  schema: (s) => ({ response: s.WebhookReceiptSchema }),
} as const satisfies Endpoint;
