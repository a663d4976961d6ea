import { useTranslation } from '@kora/shared';

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface PaymentChoiceProps {
  method: PaymentMethod;
  disabled: boolean;
  onChange: (method: PaymentMethod) => void;
}

/** Card or PayPal; PayPal says it is not yet available. */
export function PaymentChoice({ method, disabled, onChange }: PaymentChoiceProps) {
  const { t } = useTranslation('store');
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
          />
          {t(`cart.payment.${choice}`)}
        </label>
      ))}
      {method === 'paypal' && (
        <p className="kora-cart-payment__notice" role="status">
          {t('cart.payment.paypalUnavailable')}
        </p>
      )}
    </fieldset>
  );
}
