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
 *
 * Mobile money (`method: 'mobile_money'` on a track, album or wallet top-up start) goes through CinetPay
 * when its keys are set, else through the API's own simulator (`/api/payments/mobile-money/simulator/{id}`:
 * test numbers +225 07 00 00 00 01 confirmed on Valider, …02 declined, …03 never answers and expires after
 * 10 minutes). The charge is in FCFA (`amountXof`, `chargeLabel`); the provider's signed notification is
 * verified, then the payment's status is asked from the provider before anything is granted.
 */

import { Type, type Static } from 'typebox';
import { MOBILE_MONEY_OPERATORS, PAYMENT_METHODS } from './payment-methods';
import { Nullable, PriceProperties } from './schema-kit';

/**
 * Who takes the payment: `local` (the test card checkout) or `stripe` for cards; `cinetpay` or `simulator`
 * (the API's own mobile-money simulator, used without CinetPay keys) for mobile money.
 */
export const PaymentProviderNameSchema = Type.Enum(['local', 'stripe', 'cinetpay', 'simulator'] as const);
export const PaymentPurposeSchema = Type.Enum(['subscription', 'track', 'album', 'ticket', 'order', 'wallet'] as const);
export const PaymentSessionStatusSchema = Type.Enum(['open', 'paid', 'expired', 'canceled', 'failed'] as const);
export type PaymentProviderName = Static<typeof PaymentProviderNameSchema>;
export type PaymentPurpose = Static<typeof PaymentPurposeSchema>;
export type PaymentSessionStatus = Static<typeof PaymentSessionStatusSchema>;

export {
  isMobileMoneyOperator,
  isPaymentMethod,
  MOBILE_MONEY_OPERATOR_NAMES,
  MOBILE_MONEY_OPERATORS,
  PAYMENT_METHODS,
  type MobileMoneyOperator,
  type PaymentMethod,
} from './payment-methods';

export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS);
export const MobileMoneyOperatorSchema = Type.Enum(MOBILE_MONEY_OPERATORS);

/**
 * The optional choice of a start call (track, album, wallet top-up): `method` (card unless said) and,
 * for mobile money, the operator chosen in Kora's modal (it pre-selects the provider's page).
 */
export const PaymentMethodChoiceProperties = {
  method: Type.Optional(PaymentMethodSchema),
  operator: Type.Optional(MobileMoneyOperatorSchema),
};

/**
 * What a start call answers besides the checkout when the payment is by mobile money, to show before
 * sending the payer on: the FCFA charged and the sentence saying it with the price it converts.
 * Absent for a card payment.
 */
export const MobileMoneyChargeProperties = {
  method: Type.Optional(PaymentMethodSchema),
  amountXof: Type.Optional(Type.Integer({ minimum: 1, description: 'The FCFA charged, e.g. 1306 for 1,99 €.' })),
  chargeLabel: Type.Optional(
    Type.String({ description: "e.g. 'Vous allez payer 1 306 FCFA (1,99 €)' (narrow no-break spaces)." }),
  ),
};

/**
 * A mobile-money payment's details once the provider reported them, for receipts and the history.
 * Absent for a card payment.
 */
export const MobileMoneyDetailsProperties = {
  method: Type.Optional(PaymentMethodSchema),
  operator: Type.Optional(Nullable(MobileMoneyOperatorSchema)),
  maskedPhone: Type.Optional(Nullable(Type.String({ description: "e.g. '+225 07 •• •• •• 01'" }))),
  amountXof: Type.Optional(Nullable(Type.Integer({ description: 'The FCFA charged (or reported paid).' }))),
};

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
  ...MobileMoneyDetailsProperties,
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

/** `{transactionId}` of a payment on the API's mobile-money simulator. */
export const MobileMoneyTransactionParamsSchema = Type.Object({
  transactionId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
export type MobileMoneyTransactionParams = Static<typeof MobileMoneyTransactionParamsSchema>;

/**
 * `POST /api/payments/mobile-money/simulator/{transactionId}` (the simulator's page, a form post):
 * `pay` with the operator and the phone number, `cancel`, or the simulated phone's `validate` / `refuse`.
 * Answers the page again (422 a field to fix) or redirects (303).
 */
export const MobileMoneySimulatorFormSchema = Type.Object({
  action: Type.Optional(Type.String({ maxLength: 20, default: '' })),
  operator: Type.Optional(Type.String({ maxLength: 20, default: '' })),
  phone: Type.Optional(Type.String({ maxLength: 40, default: '' })),
});
export type MobileMoneySimulatorForm = Static<typeof MobileMoneySimulatorFormSchema>;

/**
 * Where a mobile-money payer's browser comes back (`GET` or `POST`, as CinetPay may do either, posting
 * its `transaction_id`): the payment's status is asked, then the browser goes to the success or the cancel
 * address, or sees that the payment still waits for the phone.
 */
export const MobileMoneyReturnFormSchema = Type.Object({
  transaction_id: Type.Optional(Type.String({ maxLength: 200 })),
  token: Type.Optional(Type.String({ maxLength: 500 })),
});
export type MobileMoneyReturnForm = Static<typeof MobileMoneyReturnFormSchema>;
