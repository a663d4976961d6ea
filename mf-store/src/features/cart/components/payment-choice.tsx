import { useId } from 'react';
import { useTranslation } from '@kora/shared';
import type { Price } from '@kora/shared/contracts';
import type { MobileMoneyOperator } from '@kora/shared/contracts/plain';
import { MobileMoneyFields } from './mobile-money-fields';

export const PAYMENT_METHODS = ['card', 'paypal', 'mobile_money'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const LABELS = { card: 'card', paypal: 'paypal', mobile_money: 'mobileMoney' } as const;

interface PaymentChoiceProps {
  method: PaymentMethod;
  operator: MobileMoneyOperator;
  /** The total to pay, as the server priced it (null while it is being priced). */
  total: Price | null;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
  onOperatorChange: (operator: MobileMoneyOperator) => void;
}

/**
 * Card, PayPal (not yet available) or mobile money: then the operator and what will be charged in
 * FCFA, said before paying.
 */
export function PaymentChoice({ method, operator, total, disabled, onChange, onOperatorChange }: PaymentChoiceProps) {
  const { t } = useTranslation('store');
  const operatorsId = useId();
  return (
    <fieldset className="kora-cart-payment" disabled={disabled}>
      <legend className="kora-cart__heading">{t('cart.payment.title')}</legend>
      {PAYMENT_METHODS.map((choice) => (
        <label key={choice} className="kora-cart-payment__option">
          <input
            type="radio"
            name="kora-cart-payment"
            value={choice}
            checked={method === choice}
            onChange={() => onChange(choice)}
            aria-describedby={choice === 'mobile_money' ? operatorsId : undefined}
          />
          {t(`cart.payment.${LABELS[choice]}`)}
        </label>
      ))}
      <p id={operatorsId} className="kora-cart-payment__notice">
        {t('cart.payment.mobileMoneyOperators')}
      </p>
      {method === 'paypal' && (
        <p className="kora-cart-payment__notice" role="status">
          {t('cart.payment.paypalUnavailable')}
        </p>
      )}
      {method === 'mobile_money' && (
        <MobileMoneyFields operator={operator} total={total} onOperatorChange={onOperatorChange} />
      )}
    </fieldset>
  );
}
