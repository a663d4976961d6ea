import { useFormat, useTranslation } from '@kora/shared';
import type { OrderSummary } from '@kora/shared/contracts';
import { MOBILE_MONEY_OPERATOR_NAMES } from '@kora/shared/contracts/plain';

/** How a payment was made, as the API gives it on history lines and store orders. */
export type PaymentDetails = Pick<OrderSummary, 'method' | 'operator' | 'maskedPhone' | 'amountXof'>;

/**
 * 'Carte bancaire', or 'Orange Money · +225 07 •• •• •• 01 · 1 306 FCFA' for mobile money (what the
 * provider reported of it; 'Mobile Money' when it did not say the operator); null when the API says
 * nothing of how it was paid (a ticket from the wallet, an older line).
 */
export function usePaymentDescription(): (payment: PaymentDetails) => string | null {
  const { t } = useTranslation('account');
  const format = useFormat();
  return (payment) => {
    if (payment.method === 'card') return t('orders.payment.card');
    if (payment.method !== 'mobile_money') return null;
    return [
      payment.operator ? MOBILE_MONEY_OPERATOR_NAMES[payment.operator] : t('orders.payment.mobileMoney'),
      payment.maskedPhone,
      payment.amountXof != null ? format.money(payment.amountXof, 'XOF') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  };
}
