import {
  ChangePlanRequestSchema,
  CheckFeatureResponseSchema,
  CreateCheckoutSessionRequestSchema,
  CreateCheckoutSessionResponseSchema,
  CreatePortalSessionRequestSchema,
  CreatePortalSessionResponseSchema,
  CurrentSubscriptionResponseSchema,
  FEATURE_NAMES,
  InvoicesResponseSchema,
  PaymentHistoryResponseSchema,
  PlansResponseSchema,
  SubscriptionChangeResponseSchema,
  SubscriptionStatusResponseSchema,
  UsageStatsResponseSchema,
} from '@kora/shared/contracts';
import { Type } from 'typebox';
import { bearer, errors, idempotencyKeyHeaders, idParams } from '../../http/schemas';

const tags = ['subscriptions'];

export const currentSchema = {
  tags,
  summary: 'The plan in force and the paid subscription (free when none)',
  security: bearer,
  response: { 200: CurrentSubscriptionResponseSchema, ...errors(401) },
};

export const plansSchema = {
  tags,
  summary: 'Every plan with its price and features',
  response: { 200: PlansResponseSchema },
};

export const statusSchema = {
  tags,
  summary: 'Subscription status',
  security: bearer,
  response: { 200: SubscriptionStatusResponseSchema, ...errors(401) },
};

export const checkoutSchema = {
  tags,
  summary: 'Opens a checkout for a paid plan at the payment provider; Idempotency-Key header optional',
  security: bearer,
  headers: idempotencyKeyHeaders,
  body: CreateCheckoutSessionRequestSchema,
  response: { 200: CreateCheckoutSessionResponseSchema, ...errors(401, 409, 422, 502) },
};

export const portalSchema = {
  tags,
  summary: "Opens the payment provider's billing portal",
  security: bearer,
  body: CreatePortalSessionRequestSchema,
  response: { 200: CreatePortalSessionResponseSchema, ...errors(401, 409, 422, 502) },
};

const changeResponse = { 200: SubscriptionChangeResponseSchema, ...errors(401, 402, 409, 422, 502) };

export const cancelSchema = {
  tags,
  summary: 'Cancels the subscription at the end of the period',
  security: bearer,
  response: changeResponse,
};

export const reactivateSchema = {
  tags,
  summary: 'Withdraws a scheduled cancellation',
  security: bearer,
  response: changeResponse,
};

export const changePlanSchema = {
  tags,
  summary: 'Moves a paid subscription to another plan: lower ones at period end (free cancels), higher ones once paid',
  description:
    'A higher plan is charged first: prorated at a provider that keeps the subscription (402 when the charge fails), else 402 and the upgrade goes through create-checkout-session.',
  security: bearer,
  body: ChangePlanRequestSchema,
  response: changeResponse,
};

export const paymentHistorySchema = {
  tags,
  summary: "The user's payments, newest first",
  security: bearer,
  response: { 200: PaymentHistoryResponseSchema, ...errors(401) },
};

export const invoicesSchema = {
  tags,
  summary: "The user's invoices, newest first",
  security: bearer,
  response: { 200: InvoicesResponseSchema, ...errors(401) },
};

export const invoiceDownloadSchema = {
  tags,
  summary: 'An invoice as PDF (attachment facture-{id}.pdf)',
  security: bearer,
  params: idParams,
  response: { ...errors(400, 401, 404) },
};

export const checkFeatureSchema = {
  tags,
  summary: "Whether the user's plan gives a feature",
  security: bearer,
  params: Type.Object({ feature: Type.Enum(FEATURE_NAMES) }),
  response: { 200: CheckFeatureResponseSchema, ...errors(400, 401) },
};

export const usageSchema = {
  tags,
  summary: "What the user uses of the plan's limits",
  security: bearer,
  response: { 200: UsageStatsResponseSchema, ...errors(401) },
};

export const checkoutRedirectSchema = {
  tags,
  summary: "Sends the browser to the payment provider's checkout page",
  params: Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 300 }) }),
  response: { ...errors(404) },
};

export const portalQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 2000 }) });
