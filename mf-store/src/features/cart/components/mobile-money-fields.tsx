import { useId } from 'react';
import { useFormat, useTranslation } from '@kora/shared';
import type { Price } from '@kora/shared/contracts';
import {
  MOBILE_MONEY_OPERATOR_NAMES,
  MOBILE_MONEY_OPERATORS,
  type MobileMoneyOperator,
} from '@kora/shared/contracts/plain';
import { rememberedMobileMoneyPayer } from '@kora/shared/payment-choice';
import { useMobileMoneyCharge } from '../hooks/use-mobile-money-charge';

interface MobileMoneyFieldsProps {
  operator: MobileMoneyOperator;
  total: Price | null;
  onOperatorChange: (operator: MobileMoneyOperator) => void;
}

/** The operator to pay with, the account paid with last time (masked), and the FCFA the total comes to. */
export function MobileMoneyFields({ operator, total, onOperatorChange }: MobileMoneyFieldsProps) {
  const { t } = useTranslation('store');
  const format = useFormat();
  const selectId = useId();
  const charge = useMobileMoneyCharge(total);
  const lastPayer = rememberedMobileMoneyPayer();
  return (
    <div className="kora-cart-mobile-money">
      <div className="kora-field">
        <label htmlFor={selectId} className="kora-field__label">
          {t('cart.payment.operator')}
        </label>
        <select
          id={selectId}
          className="kora-field__input"
          value={operator}
          onChange={(event) => onOperatorChange(event.target.value as MobileMoneyOperator)}
        >
          {MOBILE_MONEY_OPERATORS.map((choice) => (
            <option key={choice} value={choice}>
              {MOBILE_MONEY_OPERATOR_NAMES[choice]}
            </option>
          ))}
        </select>
      </div>
      {lastPayer?.maskedPhone && (
        <p className="kora-cart-payment__notice">
          {t('cart.payment.lastPayer', {
            operator: MOBILE_MONEY_OPERATOR_NAMES[lastPayer.operator],
            phone: lastPayer.maskedPhone,
          })}
        </p>
      )}
      {charge && total && (
        <p className="kora-cart-mobile-money__charge" aria-live="polite">
          {t('cart.payment.mobileMoneyCharge', {
            charged: charge.text,
            price: format.money(total.price, total.currency),
          })}
        </p>
      )}
    </div>
  );
}
