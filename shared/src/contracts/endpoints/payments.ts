import type { Endpoint } from './endpoint';

/**
 * Payments (see contracts/payments.ts): the local provider's test checkout (an HTML page and its form,
 * the API's own card form for payment intents) and the provider's signed webhooks; for mobile money, the
 * provider's signed notification, the simulator's page and the page the payer's browser comes back to.
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

/**
 * The mobile-money provider's notification (CinetPay, or the API's own simulator), in CinetPay's form:
 * `cpm_*` fields as a form post, HMAC `x-token` header. A bad token or another site's id: 400, nothing
 * done. Otherwise the payment's status is asked from the provider, and only its answer grants (once) or
 * closes the payment; `type` says what was done ('granted', 'closed', 'pending', 'unknown-transaction',
 * 'amount-mismatch'). 502 when the provider cannot be asked (it notifies again). 404 when mobile money is off.
 */
export const receiveMobileMoneyNotification = {
  area: 'payments',
  method: 'POST',
  path: '/payments/mobile-money/notification',
  summary: "Mobile-money provider's notification (x-token checked), then the payment's status asked from the provider",
  access: 'visitor',
  errors: [400, 404, 502],
  schema: (s) => ({ response: s.WebhookReceiptSchema }),
} as const satisfies Endpoint;

/** CinetPay checks that the notification address answers with a GET before it posts to it. */
export const pingMobileMoneyNotification = {
  area: 'payments',
  method: 'GET',
  path: '/payments/mobile-money/notification',
  summary: "Answers CinetPay's availability check of the notification address",
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ response: s.WebhookReceiptSchema }),
} as const satisfies Endpoint;

/** Answers HTML: the simulator's page for one payment (404 unless the simulator is the provider). */
export const showMobileMoneySimulator = {
  area: 'payments',
  method: 'GET',
  path: '/payments/mobile-money/simulator/:transactionId',
  summary: "The API's mobile-money simulator: operator and phone number, then the simulated phone (HTML)",
  access: 'visitor',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ params: s.MobileMoneyTransactionParamsSchema }),
} as const satisfies Endpoint;

/** A form post: answers the page again (422 a field to fix) or redirects (303). */
export const submitMobileMoneySimulator = {
  area: 'payments',
  method: 'POST',
  path: '/payments/mobile-money/simulator/:transactionId',
  summary: 'Pay, cancel, or answer Valider / Refuser on the mobile-money simulator',
  access: 'visitor',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ params: s.MobileMoneyTransactionParamsSchema, body: s.MobileMoneySimulatorFormSchema }),
} as const satisfies Endpoint;

/**
 * Where the payer's browser comes back from the mobile-money page: the status is asked from the provider,
 * then a 303 to the success address (paid) or the cancel address (refused, expired), or a page saying the
 * payment still waits for the phone.
 */
export const showMobileMoneyReturn = {
  area: 'payments',
  method: 'GET',
  path: '/payments/mobile-money/return/:sessionId',
  summary: 'Back from the mobile-money page: to the success or cancel address once the provider says (HTML)',
  access: 'visitor',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ params: s.TestCheckoutParamsSchema }),
} as const satisfies Endpoint;

/** The same, posted (CinetPay may post its `transaction_id` to the return address). */
export const submitMobileMoneyReturn = {
  area: 'payments',
  method: 'POST',
  path: '/payments/mobile-money/return/:sessionId',
  summary: 'Back from the mobile-money page, posted by the provider: as the GET',
  access: 'visitor',
  errors: [404],
  produces: 'text/html',
  schema: (s) => ({ params: s.TestCheckoutParamsSchema, body: s.MobileMoneyReturnFormSchema }),
} as const satisfies Endpoint;
