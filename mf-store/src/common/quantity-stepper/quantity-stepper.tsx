import { useId, useState } from 'react';
import { useTranslation } from '@kora/shared';
import { parseQuantity } from './quantity-rules';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** The last valid quantity. */
  value: number;
  /** The most that may be chosen (1 or more). */
  max: number;
  onChange: (quantity: number) => void;
  label: string;
  /** Why the quantity stops at `max`, e.g. 'Only 3 in stock.' */
  maxReason: string;
  disabled?: boolean;
}

/**
 * Minus, the number, plus. The number is a whole number from 1 to `max`: anything else typed returns
 * to the last valid value, and a message under the field says why.
 */
export function QuantityStepper({ value, max, onChange, label, maxReason, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation('store');
  const id = useId();
  // What is being typed, while it is not yet a quantity (an emptied field); null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const atMax = value >= max;

  const choose = (quantity: number) => {
    setDraft(null);
    setRefused(false);
    onChange(Math.min(Math.max(1, quantity), max));
  };

  const type = (text: string) => {
    if (text.trim() === '') {
      setDraft(text);
      return;
    }
    const quantity = parseQuantity(text);
    if (quantity === null) {
      setDraft(null);
      setRefused(true);
      return;
    }
    choose(quantity);
  };

  const message = refused ? t('common.quantity.wholeNumber') : atMax && !disabled ? maxReason : null;

  return (
    <div className="kora-quantity-stepper">
      <label htmlFor={id} className="kora-quantity-stepper__label">
        {label}
      </label>
      <div className="kora-quantity-stepper__controls">
        <button
          type="button"
          className="kora-icon-button"
          aria-label={t('common.quantity.less')}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => choose(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="kora-field__input kora-quantity-stepper__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={`${id}-message`}
          aria-invalid={refused || undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className="kora-icon-button"
          aria-label={t('common.quantity.more')}
          aria-controls={id}
          disabled={disabled || atMax}
          onClick={() => choose(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <p id={`${id}-message`} className="kora-quantity-stepper__message" role="status">
        {message}
      </p>
    </div>
  );
}
