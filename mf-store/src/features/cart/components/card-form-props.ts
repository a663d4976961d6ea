import type { CardPaymentIntent } from '@kora/shared/contracts';
import type { Customer } from '../lib/customer';

/** What every card form is given: the intent to confirm, who pays, and where to go next. */
export interface CardFormProps {
  intent: CardPaymentIntent;
  customer: Customer;
  onPaid: () => void;
  onCancel: () => void;
}
