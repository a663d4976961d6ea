import { ChoiceRadios, SelectField, useTranslation } from '@kora/shared';
import { MOBILE_MONEY_OPERATOR_NAMES } from '@kora/shared/contracts/plain';
import {
  MOBILE_MONEY_OPERATORS,
  PAYMENT_METHODS,
  type MobileMoneyOperator,
  type PaymentMethod,
} from '@kora/shared/contracts';

interface PaymentMethodChoiceProps {
  /** The radios' group name, unique on the page. */
  name: string;
  method: PaymentMethod;
  operator: MobileMoneyOperator;
  onMethod: (method: PaymentMethod) => void;
  onOperator: (operator: MobileMoneyOperator) => void;
}

/** Card or mobile money, and with mobile money the operator ('Opérateur'). */
export function PaymentMethodChoice({ name, method, operator, onMethod, onOperator }: PaymentMethodChoiceProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <ChoiceRadios
        legend={t('planPayment.method')}
        name={name}
        options={PAYMENT_METHODS}
        value={method}
        onChange={onMethod}
        labelOf={(option) => t(`planPayment.methods.${option}`)}
      />
      {method === 'mobile_money' && <OperatorSelect operator={operator} onOperator={onOperator} />}
    </>
  );
}

/** The mobile-money operator, a select labelled 'Opérateur'. */
export function OperatorSelect({ operator, onOperator }: Pick<PaymentMethodChoiceProps, 'operator' | 'onOperator'>) {
  const { t } = useTranslation('account');
  return (
    <SelectField
      label={t('planPayment.operator')}
      value={operator}
      options={MOBILE_MONEY_OPERATORS.map((value) => ({ value, label: MOBILE_MONEY_OPERATOR_NAMES[value] }))}
      onChange={onOperator}
    />
  );
}
