import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@kora/shared';
import { MAX_LINE_QUANTITY, typedQuantity } from '../lib/quantity';

interface QuantityStepperProps {
  name: string;
  quantity: number;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − / + from 1 to the line limit; a typed whole number counts once the field is left (or on Enter),
 * 0 or below removing the line, anything else putting the quantity back.
 */
export function QuantityStepper({ name, quantity, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('store');
  const id = useId();
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const commit = () => {
    const typed = typedQuantity(text);
    if (typed === null || typed === quantity) setText(String(quantity));
    else onChange(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className="kora-cart-stepper">
      <button
        type="button"
        className="kora-cart-stepper__button"
        aria-label={t('cart.line.decrease', { name })}
        disabled={disabled || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <input
        id={id}
        className="kora-cart-stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_LINE_QUANTITY}
        step={1}
        aria-label={t('cart.line.quantityOf', { name })}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="kora-cart-stepper__button"
        aria-label={t('cart.line.increase', { name })}
        disabled={disabled || quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
