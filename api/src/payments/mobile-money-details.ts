import { isMobileMoneyOperator, type MobileMoneyOperator, type PaymentMethod } from '@kora/shared/contracts';
import type { Db } from '../db/connection';
import { formatMoney } from './html';
import { operatorLabel } from './mobile-money/operators';
import type { PaymentSessionRow } from '../db/tables';

/** How a payment was made, as answered beside it (`MobileMoneyDetailsProperties`). */
export interface PaymentDetails {
  method?: PaymentMethod;
  operator?: MobileMoneyOperator | null;
  maskedPhone?: string | null;
  amountXof?: number | null;
}

/** The columns of a payment session these details come from. */
export type PaymentDetailsColumns = Pick<
  PaymentSessionRow,
  'method' | 'amount_minor' | 'mobile_operator' | 'mobile_phone_masked' | 'mobile_amount_xof'
>;

/**
 * A mobile-money session's method, operator, masked number and FCFA (the FCFA reported paid, else the FCFA
 * charged); nothing for a card's.
 */
export function mobileMoneyDetailsOf(session: PaymentDetailsColumns): PaymentDetails {
  if (session.method !== 'mobile_money') return {};
  return {
    method: 'mobile_money',
    operator: isMobileMoneyOperator(session.mobile_operator) ? session.mobile_operator : null,
    maskedPhone: session.mobile_phone_masked,
    amountXof: session.mobile_amount_xof ?? session.amount_minor,
  };
}

/** What a receipt or the history says of a payment: the method always, and for mobile money its details. */
export function paymentDetailsOf(session: PaymentDetailsColumns): PaymentDetails {
  return session.method === 'mobile_money' ? mobileMoneyDetailsOf(session) : { method: 'card' };
}

/** How the payment session `id` was paid; nothing without one (an order or purchase recorded before). */
export async function paymentDetailsOfSession(db: Db, id: number | null): Promise<PaymentDetails> {
  if (id === null) return {};
  const session = await db
    .selectFrom('payment_sessions')
    .select(['method', 'amount_minor', 'mobile_operator', 'mobile_phone_masked', 'mobile_amount_xof'])
    .where('id', '=', id)
    .executeTakeFirst();
  return session ? paymentDetailsOf(session) : {};
}

/**
 * What a receipt or an invoice prints: 'Carte bancaire', or 'Mobile money — Orange Money,
 * +225 07 •• •• •• 01 — 51 165 FCFA' (what the provider reported of it); null when it cannot say.
 */
export function paymentLineOf(details: PaymentDetails): string | null {
  if (details.method === 'card') return 'Carte bancaire';
  if (details.method !== 'mobile_money') return null;
  const payer = [details.operator ? operatorLabel(details.operator) : null, details.maskedPhone]
    .filter(Boolean)
    .join(', ');
  const charged = details.amountXof != null ? formatMoney(details.amountXof, 'XOF') : null;
  return ['Mobile money', payer, charged].filter(Boolean).join(' — ');
}
