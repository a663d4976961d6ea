import type { PaymentSessionRow } from '../../db/tables';

/** What a mobile-money payment took from the payer: the FCFA the provider reported, else those charged. */
export function paidByMobileMoney(
  session: Pick<PaymentSessionRow, 'amount_minor' | 'currency' | 'mobile_amount_xof'>,
): { amountMinor: number; currency: string } {
  return { amountMinor: session.mobile_amount_xof ?? session.amount_minor, currency: session.currency };
}
