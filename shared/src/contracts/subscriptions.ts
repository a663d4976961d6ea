/**
 * Subscription service (platform.md §7), every call under `/api/subscription`, bearer token required
 * (401 without; the client then falls back to the free plan). Answers are `{ data: … }` except the
 * portal session (`{ url }`), the PDF download and the checkout redirect.
 */

import { Type, type Static, type TSchema } from 'typebox';
import {
  CheckoutSessionSchema,
  MobileMoneyChargeProperties,
  MobileMoneyDetailsProperties,
  PaymentMethodChoiceProperties,
  PaymentMethodSchema,
  PaymentProviderNameSchema,
  PaymentRecordSchema,
} from './payments';
import { FEATURE_NAMES, PLAN_NAMES, PlanNameSchema, PlanSchema, type FeatureName, type PlanFeatures } from './plans';
import { Nullable, PriceProperties } from './schema-kit';

/** `{ data: … }`, the envelope of the subscription answers. */
export const DataOf = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** active (Actif), canceled (Annulé), past_due (En retard), incomplete (payment not finished). */
export const SubscriptionStatusSchema = Type.Enum(['active', 'canceled', 'past_due', 'incomplete'] as const);
export type SubscriptionStatus = Static<typeof SubscriptionStatusSchema>;

export const SubscriptionSchema = Type.Object(
  {
    plan: PlanNameSchema,
    status: SubscriptionStatusSchema,
    currentPeriodStart: Nullable(Type.String()),
    currentPeriodEnd: Nullable(Type.String()),
    cancelAtPeriodEnd: Type.Boolean({
      description: 'true: the subscription stops at `currentPeriodEnd` (cancel); reactivate clears it.',
    }),
    provider: Nullable(PaymentProviderNameSchema),
    scheduledPlan: Type.Optional(
      Type.Union([PlanNameSchema, Type.Null()], {
        description: 'A downgrade asked for: the plan in force from `currentPeriodEnd` (null when none).',
      }),
    ),
    paymentMethod: Type.Optional(PaymentMethodSchema),
    prepaid: Type.Optional(
      Type.Boolean({
        description:
          'true: paid by mobile money, a prepaid month never renewed by itself: it ends at `currentPeriodEnd` ' +
          'unless paid again (create-checkout-session with the same plan and `method: mobile_money`).',
      }),
    ),
  },
  { $id: 'Subscription' },
);
export type Subscription = Static<typeof SubscriptionSchema>;

/** The plan in force, with its features. */
export type CurrentPlan = Static<typeof PlanSchema>;

/** The plan in force and the paid subscription (null for a user who never paid for a plan). */
export const PlanStateSchema = Type.Object({ currentPlan: PlanSchema, subscription: Nullable(SubscriptionSchema) });
export type PlanState = Static<typeof PlanStateSchema>;

/** `GET /api/subscription/current` → 200 */
export const CurrentSubscriptionResponseSchema = DataOf(PlanStateSchema);
export type CurrentSubscriptionResponse = Static<typeof CurrentSubscriptionResponseSchema>;

/** `GET /api/subscription/plans` (no token needed) → 200 */
export const PlansResponseSchema = DataOf(Type.Array(PlanSchema));
export type PlansResponse = Static<typeof PlansResponseSchema>;

/** `GET /api/subscription/status` → 200 */
export const SubscriptionStatusResponseSchema = DataOf(
  Type.Object({
    plan: PlanNameSchema,
    status: Type.Union([SubscriptionStatusSchema, Type.Literal('none')], {
      description: "'none' when the user never subscribed to a paid plan.",
    }),
    isActive: Type.Boolean({ description: 'A paid plan is in force.' }),
    cancelAtPeriodEnd: Type.Boolean(),
    currentPeriodStart: Nullable(Type.String()),
    currentPeriodEnd: Nullable(Type.String()),
  }),
);
export type SubscriptionStatusResponse = Static<typeof SubscriptionStatusResponseSchema>;

/** A return address: absolute and on the web app's origin (checked by the API). */
export const ReturnUrlSchema = Type.String({ minLength: 1, maxLength: 2000 });

/**
 * `POST /api/subscription/create-checkout-session` body. `plan` is starter or premium (422 otherwise);
 * URLs must be absolute and on the web app's origin (422 'Adresse de retour non autorisée.').
 * Same plan as the current one: 409 'Vous avez déjà ce plan'. An optional `Idempotency-Key` header
 * makes a retried call answer the same session.
 * `method: 'mobile_money'` pays ONE month of the plan in FCFA, without automatic renewal (a prepaid
 * month): the same plan while a prepaid one runs adds a month from its end; a higher plan starts at once
 * and turns the prepaid days left into days of the higher plan (at the two prices); a lower plan while a
 * prepaid one runs is 409 (it can be taken once that one ends).
 */
export const CreateCheckoutSessionRequestSchema = Type.Object({
  plan: Type.Enum(PLAN_NAMES.filter((name) => name !== 'free') as ['starter', 'premium']),
  successUrl: ReturnUrlSchema,
  cancelUrl: ReturnUrlSchema,
  ...PaymentMethodChoiceProperties,
});
export type CreateCheckoutSessionRequest = Static<typeof CreateCheckoutSessionRequestSchema>;

/**
 * → 200 `{ data: { sessionId, checkoutUrl, provider, publishableKey } }`; by mobile money also `method`,
 * `amountXof` and `chargeLabel` ('Vous allez payer 6 554 FCFA (9,99 €)' for Starter): show it before sending the payer on.
 */
export const CreateCheckoutSessionResponseSchema = DataOf(
  Type.Object({ ...CheckoutSessionSchema.properties, ...MobileMoneyChargeProperties }),
);
export type CreateCheckoutSessionResponse = Static<typeof CreateCheckoutSessionResponseSchema>;

/** `POST /api/subscription/create-portal-session` body → 200 `{ url }` (the provider's billing portal). */
export const CreatePortalSessionRequestSchema = Type.Object({ returnUrl: ReturnUrlSchema });
export type CreatePortalSessionRequest = Static<typeof CreatePortalSessionRequestSchema>;

export const CreatePortalSessionResponseSchema = Type.Object({ url: Type.String() });
export type CreatePortalSessionResponse = Static<typeof CreatePortalSessionResponseSchema>;

/**
 * `POST /api/subscription/cancel` (cancels at the end of the period), `POST /api/subscription/reactivate`
 * and `POST /api/subscription/change-plan` → 200. 409 with a message when there is no paid subscription
 * to act on ('Aucun abonnement actif.') or the plan is already the current one ('Vous avez déjà ce plan').
 * change-plan: a lower plan takes effect at the period's end (`subscription.scheduledPlan`); a higher one
 * is paid first: a prorated charge at the provider when it keeps the subscription (402 when the charge
 * fails), else 402 and the upgrade goes through `create-checkout-session`.
 */
export const SubscriptionChangeResponseSchema = DataOf(
  Type.Object({ message: Type.String(), ...PlanStateSchema.properties }),
);
export type SubscriptionChangeResponse = Static<typeof SubscriptionChangeResponseSchema>;

/** `POST /api/subscription/change-plan` body. `free` schedules the cancellation at period end. */
export const ChangePlanRequestSchema = Type.Object({ plan: PlanNameSchema });
export type ChangePlanRequest = Static<typeof ChangePlanRequestSchema>;

/** `GET /api/subscription/payment-history` → 200, newest first (every purpose: plans, tracks, tickets, orders). */
export const PaymentHistoryResponseSchema = DataOf(Type.Array(PaymentRecordSchema));
export type PaymentHistoryResponse = Static<typeof PaymentHistoryResponseSchema>;

export const InvoiceSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String({ description: 'e.g. "KORA-2025-000012"' }),
  plan: Type.Optional(
    Type.Enum(PLAN_NAMES, { description: 'The plan paid for: the reader words the line in their language.' }),
  ),
  description: Type.String({
    description: 'The line as the PDF prints it, in French: "Abonnement Kora Premium — 1 mois".',
  }),
  status: Type.Literal('paid'),
  ...PriceProperties,
  issuedAt: Type.String(),
  periodStart: Nullable(Type.String()),
  periodEnd: Nullable(Type.String()),
  downloadUrl: Type.String({
    description:
      '`GET /api/subscription/invoices/{id}/download`: application/pdf, attachment "facture-{id}.pdf" (bearer).',
  }),
  /** A prepaid month paid by mobile money: how (operator, masked number) and the FCFA paid; absent for a card. */
  ...MobileMoneyDetailsProperties,
});
export type Invoice = Static<typeof InvoiceSchema>;

/** `GET /api/subscription/invoices` → 200, newest first. */
export const InvoicesResponseSchema = DataOf(Type.Array(InvoiceSchema));
export type InvoicesResponse = Static<typeof InvoicesResponseSchema>;

/** `GET /api/subscription/check-feature/{feature}` → 200; an unknown feature → 400. */
export const CheckFeatureResponseSchema = DataOf(
  Type.Object({
    feature: Type.Enum(FEATURE_NAMES),
    enabled: Type.Boolean({
      description: 'The current plan gives it (a limit other than 0, a discount above 0, or true).',
    }),
    value: Type.Unsafe<PlanFeatures[FeatureName]>({ description: "The feature's value in the current plan." }),
    plan: PlanNameSchema,
    requiredPlan: Type.Enum(PLAN_NAMES, { description: 'The lowest plan that gives it.' }),
  }),
);
export type CheckFeatureResponse = Static<typeof CheckFeatureResponseSchema>;

export const CheckFeatureParamsSchema = Type.Object({ feature: Type.Enum(FEATURE_NAMES) });

export const UsageCounterSchema = Type.Object({
  used: Type.Integer(),
  limit: Type.Integer({ description: '-1 unlimited.' }),
});
export type UsageCounter = Static<typeof UsageCounterSchema>;

/** `GET /api/subscription/usage-stats` → 200 */
export const UsageStatsResponseSchema = DataOf(
  Type.Object({
    plan: PlanNameSchema,
    favorites: Type.Object(UsageCounterSchema.properties, {
      description: 'Counted on the server; favourites kept only on the device are not counted.',
    }),
    playlists: UsageCounterSchema,
    downloads: Type.Object(UsageCounterSchema.properties, {
      description: 'Tracks downloaded since the start of the month; limit -1 with unlimitedDownloads, else 0.',
    }),
    purchases: Type.Integer(),
    tickets: Type.Integer(),
    events: Type.Integer(),
  }),
);
export type UsageStatsResponse = Static<typeof UsageStatsResponseSchema>;

/** `GET /api/subscription/checkout/{sessionId}` (no token): 303 to the provider's checkout page, 404 when unknown. */
export const CheckoutRedirectParamsSchema = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 300 }) });

/**
 * The local provider's billing portal, opened in the browser with a signed link valid one hour (404
 * 'Ce lien vers le portail de facturation a expiré…' after): `GET /api/subscription/portal?token` is the
 * page, `POST` the same address with a form `action` cancels or reactivates, then back to the page with
 * `done=<action>`; `GET /api/subscription/portal/invoices/{id}?token` an invoice's PDF.
 */
export const BillingPortalActionSchema = Type.Enum(['cancel', 'reactivate'] as const);
export type BillingPortalAction = Static<typeof BillingPortalActionSchema>;

export const BillingPortalQuerySchema = Type.Object({ token: Type.String({ minLength: 10, maxLength: 2000 }) });

export const BillingPortalPageQuerySchema = Type.Object({
  ...BillingPortalQuerySchema.properties,
  done: Type.Optional(BillingPortalActionSchema),
});

export const BillingPortalActionRequestSchema = Type.Object({ action: BillingPortalActionSchema });
