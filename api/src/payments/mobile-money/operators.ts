import {
  MOBILE_MONEY_OPERATOR_NAMES,
  MOBILE_MONEY_OPERATORS,
  type MobileMoneyOperator,
} from '@kora/shared/contracts/plain';

/** The mobile-money operators a payer picks from (Kora's ids, the names payers know). */
export const OPERATORS = MOBILE_MONEY_OPERATORS.map((id) => ({ id, label: MOBILE_MONEY_OPERATOR_NAMES[id] }));

export type OperatorId = MobileMoneyOperator;

export const OPERATOR_IDS: readonly OperatorId[] = OPERATORS.map((operator) => operator.id);

export function isOperatorId(value: unknown): value is OperatorId {
  return typeof value === 'string' && (OPERATOR_IDS as readonly string[]).includes(value);
}

/** 'Orange Money' for 'orange'. */
export function operatorLabel(id: OperatorId): string {
  return MOBILE_MONEY_OPERATOR_NAMES[id];
}

/**
 * CinetPay's `payment_method` for each operator, as the simulator writes it in its notifications and
 * status answers. CinetPay's documented examples show `OM` and `MOMO`; live answers also carry a
 * country suffix (`OMCI`, `MOMOCM`, `WAVECI`…), which `operatorOfPaymentMethod` reads too.
 */
export const CINETPAY_PAYMENT_METHODS: Readonly<Record<OperatorId, string>> = {
  orange: 'OM',
  mtn: 'MOMO',
  moov: 'FLOOZ',
  wave: 'WAVE',
};

/** The operator named by a CinetPay `payment_method`, or null (a card, or a method we do not know). */
export function operatorOfPaymentMethod(method: string | null | undefined): OperatorId | null {
  const code = (method ?? '').trim().toUpperCase();
  if (code.startsWith('OM') || code.startsWith('ORANGE')) return 'orange';
  if (code.startsWith('MOMO') || code.startsWith('MTN')) return 'mtn';
  if (code.startsWith('FLOOZ') || code.startsWith('MOOV')) return 'moov';
  if (code.startsWith('WAVE')) return 'wave';
  return null;
}
