/**
 * How a payment is made, as plain values (no schema library): `card` (the card provider, in the price's
 * currency) or `mobile_money` (Orange Money, MTN MoMo, Moov Money, Wave through CinetPay or the API's
 * simulator), charged in FCFA: the price converted at the peg 655.957 and rounded up to the franc, shown
 * before paying. A start call without a method is a card payment.
 */
export const PAYMENT_METHODS = ['card', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** The mobile-money operators, in the order payers are offered them. */
export const MOBILE_MONEY_OPERATORS = ['orange', 'mtn', 'moov', 'wave'] as const;
export type MobileMoneyOperator = (typeof MOBILE_MONEY_OPERATORS)[number];
export const isMobileMoneyOperator = (value: unknown): value is MobileMoneyOperator =>
  typeof value === 'string' && (MOBILE_MONEY_OPERATORS as readonly string[]).includes(value);

/** The names payers know: brand names, the same in every language. */
export const MOBILE_MONEY_OPERATOR_NAMES: Readonly<Record<MobileMoneyOperator, string>> = {
  orange: 'Orange Money',
  mtn: 'MTN MoMo',
  moov: 'Moov Money',
  wave: 'Wave',
};
