/**
 * Payments: checkout sessions shared by subscriptions, track and album sales, tickets and store orders.
 *
 * The API talks to one payment provider, chosen by its configuration:
 * - `local` (default): the API serves its own test checkout page. Test cards: 4242 4242 4242 4242
 *   succeeds; 4000 0000 0000 0002 is declined ('Votre carte a été refusée.'), the page then lets the
 *   buyer retry or cancel. Success redirects to the success URL, cancel to the cancel URL.
 * - `stripe`: Stripe Checkout; `publishableKey` is given for `@stripe/stripe-js`.
 * Either way `checkoutUrl` is a page the browser can be sent to, and
 * `GET /api/subscription/checkout/{sessionId}` redirects there (the fallback when stripe-js is unavailable).
 * What was bought is granted only when the provider confirms the payment, never by the return URL.
 */

import { Type, type Static } from 'typebox';
import { Nullable, PriceProperties } from './schema-kit';

export const PaymentProviderNameSchema = Type.Enum(['local', 'stripe'] as const);
export const PaymentPurposeSchema = Type.Enum(['subscription', 'track', 'album', 'ticket', 'order', 'wallet'] as const);
export const PaymentSessionStatusSchema = Type.Enum(['open', 'paid', 'expired', 'canceled', 'failed'] as const);
export type PaymentProviderName = Static<typeof PaymentProviderNameSchema>;
export type PaymentPurpose = Static<typeof PaymentPurposeSchema>;
export type PaymentSessionStatus = Static<typeof PaymentSessionStatusSchema>;

/** What a create-checkout-session call answers (inside `data` for subscriptions). */
export const CheckoutSessionSchema = Type.Object({
  sessionId: Type.String({ description: "Stripe's session id (cs_…) with `stripe`; the API's own id with `local`." }),
  checkoutUrl: Type.String({ description: "The provider's checkout page: redirect the browser there." }),
  provider: PaymentProviderNameSchema,
  publishableKey: Nullable(
    Type.String({ description: 'Stripe publishable key (pk_…) with `stripe`, null with `local`.' }),
  ),
});
export type CheckoutSession = Static<typeof CheckoutSessionSchema>;

/** One payment of the signed-in user (`GET /api/subscription/payment-history`). */
export const PaymentRecordSchema = Type.Object({
  id: Type.String({ description: "The payment session's id." }),
  purpose: PaymentPurposeSchema,
  description: Type.String(),
  status: PaymentSessionStatusSchema,
  ...PriceProperties,
  provider: PaymentProviderNameSchema,
  createdAt: Type.String(),
  completedAt: Nullable(Type.String({ description: 'When the provider confirmed the payment; null while not paid.' })),
});
export type PaymentRecord = Static<typeof PaymentRecordSchema>;

/**
 * The optional Idempotency-Key header of a checkout: a retried request with the same key gets the same
 * checkout back. Too short a key would make every user's retries collide.
 */
export const IdempotencyKeyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 200 })),
});
export type IdempotencyKeyHeaders = Static<typeof IdempotencyKeyHeadersSchema>;

/** `{sessionId}` of the local test checkout's page. */
export const TestCheckoutParamsSchema = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 200 }) });
export type TestCheckoutParams = Static<typeof TestCheckoutParamsSchema>;

/**
 * `POST /api/payments/checkout/{sessionId}` (the local provider's page, a form post): pay with the card
 * given, or cancel. Answers the page again (402 declined, 422 a field to fix) or redirects (303).
 */
export const TestCheckoutFormSchema = Type.Object({
  action: Type.Optional(Type.Enum(['pay', 'cancel'] as const, { default: 'pay' })),
  cardholder: Type.Optional(Type.String({ maxLength: 200, default: '' })),
  cardNumber: Type.Optional(Type.String({ maxLength: 40, default: '' })),
  expiry: Type.Optional(Type.String({ maxLength: 10, default: '' })),
  cvc: Type.Optional(Type.String({ maxLength: 10, default: '' })),
});
export type TestCheckoutForm = Static<typeof TestCheckoutFormSchema>;

/** What the payment provider's webhook answers once the event is processed. */
export const WebhookReceiptSchema = Type.Object({ received: Type.Boolean(), type: Type.String() });
export type WebhookReceipt = Static<typeof WebhookReceiptSchema>;
