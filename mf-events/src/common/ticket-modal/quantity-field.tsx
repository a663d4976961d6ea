import { useId, useState } from 'react';
import { useTranslation } from '@kora/shared';
import { clampTicketQuantity } from '@kora/shared/validation';

interface QuantityFieldProps {
  max: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/**
 * The number of tickets: whatever is typed counts as a whole number from 1 to `max` (anything else as
 * 1), and the field shows that number once it loses focus.
 */
export function QuantityField({ max, disabled, onChange }: QuantityFieldProps) {
  const { t } = useTranslation('events');
  const id = useId();
  const [text, setText] = useState('1');
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
        onChange={(event) => {
          setText(event.target.value);
          onChange(clampTicketQuantity(event.target.value, max));
        }}
        onBlur={() => setText(String(clampTicketQuantity(text, max)))}
      />
      <p id={`${id}-hint`} className="kora-field__hint">
        {t('ticketModal.quantityHint', { max })}
      </p>
    </div>
  );
}
