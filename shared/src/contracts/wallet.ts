import { Type, type Static } from 'typebox';
import { PaymentMethodChoiceProperties } from './payments';
import { PurchaseCheckoutResponseSchema } from './purchases';
import type { CurrencyCode } from './common';
import { CurrencySchema, LimitSchema, Nullable, PriceProperties } from './schema-kit';
import { ReturnUrlSchema } from './subscriptions';

/**
 * The wallet (bearer): one balance in one currency per user (the currency of its first credit), credited
 * only when the payment provider confirms a top-up, debited by ticket purchases, credited back by refunds.
 * A price or a credit in another currency is converted (`walletDebitFor` / `walletCreditFor` of
 * `@kora/shared/format`). It never goes below zero.
 */

/**
 * `GET /api/user/balance` → `balance`: the wallet's one balance, null before its first credit (it then has
 * no currency yet); `balances`: the same as a list for older readers (0 in EUR when none).
 */
export const WalletBalanceResponseSchema = Type.Object({
  balance: Nullable(Type.Object(PriceProperties)),
  balances: Type.Array(Type.Object(PriceProperties), { maxItems: 1 }),
});
export type WalletBalanceResponse = Static<typeof WalletBalanceResponseSchema>;

/** 'conversion': a balance held in another currency merged into the wallet's (migration 0021). */
export const WALLET_REASONS = ['top-up', 'ticket', 'refund', 'conversion'] as const;

/**
 * One line of `GET /api/user/wallet/movements`, newest first: credits positive, spending negative, in
 * the wallet's currency; `listed` is the price or credit it converts (10,00 € for −6 560 FCFA).
 */
export const WalletMovementSchema = Type.Object({
  id: Type.Integer(),
  reason: Type.Enum(WALLET_REASONS),
  description: Type.String(),
  ...PriceProperties,
  listed: Type.Optional(Type.Object(PriceProperties)),
  createdAt: Type.String(),
});
export type WalletMovement = Static<typeof WalletMovementSchema>;

/** `GET /api/user/wallet/movements` query. */
export const WalletMovementsQuerySchema = Type.Object({ limit: Type.Optional(LimitSchema(50)) });
export type WalletMovementsQuery = Static<typeof WalletMovementsQuerySchema>;

/** The smallest and largest top-up in each currency's major unit. */
export const TOP_UP_LIMITS: Readonly<Record<CurrencyCode, { min: number; max: number }>> = {
  EUR: { min: 1, max: 1000 },
  USD: { min: 1, max: 1000 },
  XOF: { min: 500, max: 650000 },
};

/**
 * `POST /api/user/wallet/top-up` body → 200 a checkout session (send the browser to `checkoutUrl`).
 * Once the wallet has a currency, a top-up is in that currency (422 with a violation on `currency` otherwise).
 * `method: 'mobile_money'` pays the amount in FCFA (converted at the peg, rounded up to the franc); the
 * wallet is credited the amount asked for, in its currency, once the provider says the payment was accepted.
 */
export const TopUpRequestSchema = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, description: 'Major units, within TOP_UP_LIMITS of the currency.' }),
  currency: CurrencySchema,
  successUrl: Type.Optional(ReturnUrlSchema),
  cancelUrl: Type.Optional(ReturnUrlSchema),
  ...PaymentMethodChoiceProperties,
});
export type TopUpRequest = Static<typeof TopUpRequestSchema>;

/** The top-up's checkout: the same answer as a track purchase's (`amountXof`, `chargeLabel` by mobile money). */
export const TopUpResponseSchema = PurchaseCheckoutResponseSchema;
export type TopUpResponse = Static<typeof TopUpResponseSchema>;
