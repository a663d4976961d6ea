import { useId, useState } from 'react';
import { useTranslation } from '@kora/shared';
import { typedQuantity } from './typed-quantity';

interface QuantityFieldProps {
  max: number;
  disabled: boolean;
  /** The quantity to price, or null while the field is empty. */
  onChange: (quantity: number | null) => void;
}

/**
 * The number of tickets, kept from 1 to `max` as it is typed ('50' becomes the most one may take);
 * left empty, it is 1 again once it loses focus.
 */
export function QuantityField({ max, disabled, onChange }: QuantityFieldProps) {
  const { t } = useTranslation('events');
  const id = useId();
  const [text, setText] = useState('1');
  const take = (typed: string) => {
    const quantity = typedQuantity(typed, max);
    setText(quantity === null ? '' : String(quantity));
    onChange(quantity);
  };
  return (
    <div className="kora-field kora-ticket-modal__quantity">
      <label htmlFor={id}>{t('ticketModal.quantity')}</label>
      <input
        id={id}
        className="kora-field__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        value={text}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => take(event.target.value)}
        onBlur={() => {
          if (text === '') take('1');
        }}
      />
      <p id={`${id}-hint`} className="kora-field__hint">
        {t('ticketModal.quantityHint', { max })}
      </p>
    </div>
  );
}
