import type { Invoice } from '@kora/shared/contracts';
import { mobileMoneyDetailsOf } from '../../payments/mobile-money-details';
import type { InvoiceWithPayment } from './repository';

/** How an invoice's month was paid by mobile money, as answers show it; nothing for a card. */
export function mobileMoneyDetails(
  invoice: InvoiceWithPayment,
): Pick<Invoice, 'method' | 'operator' | 'maskedPhone' | 'amountXof'> {
  if (invoice.payment_method !== 'mobile_money') return {};
  return mobileMoneyDetailsOf({ ...invoice, method: invoice.payment_method });
}
