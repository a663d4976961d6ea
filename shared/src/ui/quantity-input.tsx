import { useId, useState } from 'react';
import { clampTicketQuantity } from '../validation/quantity';
import { useCommonTranslation } from './use-common-translation';
import './quantity-input.css';

export type QuantityBelowOne = 'refuse' | 'remove' | 'clamp';

export interface QuantityInputProps {
  /** The quantity counted now. */
  value: number;
  /** The most that may be chosen (1 or more): a larger number typed becomes it. */
  max: number;
  /** A quantity from 1 to `max`, or 0 when the line is to go (`belowOne: 'remove'`). */
  onChange: (quantity: number) => void;
  /** The field's name, shown above it unless `labelHidden`. */
  label: string;
  labelHidden?: boolean;
  /** The names of − and +; 'Diminuer la quantité' and 'Augmenter la quantité' unless given. */
  lessLabel?: string;
  moreLabel?: string;
  /** When a typed number counts: at each key, or once the field is left (or on Enter). */
  commit?: 'as-typed' | 'on-leave';
  /**
   * What a number below 1 does: 'refuse' puts the quantity back, 'remove' asks for 0, 'clamp' makes it 1.
   * What is not a whole number is refused too, except with 'clamp', where it becomes 1 (the ticket rule).
   */
  belowOne?: QuantityBelowOne;
  /** Always under the field, e.g. 'De 1 à 10 billets'. */
  hint?: string;
  /** Under the field while the quantity is at `max`: why it stops there. */
  atMax?: string;
  /** The field was emptied: nothing counts until it holds a number; left empty, it is `value` again (1 with 'clamp'). */
  onEmpty?: () => void;
  disabled?: boolean;
}

/** What a typed text asks for: a quantity, 0 to remove, or null when it is refused. */
function typedQuantity(text: string, max: number, belowOne: QuantityBelowOne): number | null {
  if (belowOne === 'clamp') return clampTicketQuantity(text, max);
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const quantity = Math.min(Number(trimmed), max);
  if (quantity >= 1) return quantity;
  return belowOne === 'remove' ? 0 : null;
}

/** − / the number / +, from 1 to `max`, with the typing rule its page asks for. */
export function QuantityInput({
  value,
  max,
  onChange,
  label,
  labelHidden = false,
  lessLabel,
  moreLabel,
  commit = 'as-typed',
  belowOne = 'refuse',
  hint,
  atMax,
  onEmpty,
  disabled = false,
}: QuantityInputProps) {
  const { t } = useCommonTranslation();
  const id = useId();
  // What the field shows while it is not a counted quantity; null shows `value`.
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  // A refusal while typing is said under the field. A number field would read refused text as empty,
  // so this one takes any text.
  const explains = commit === 'as-typed' && belowOne !== 'clamp';
  const full = value >= max;
  const message = refused ? t('quantity.wholeNumber') : full && !disabled ? atMax : null;
  const describedBy = [hint && `${id}-hint`, (explains || atMax) && `${id}-message`].filter(Boolean).join(' ');

  const count = (quantity: number) => {
    setDraft(null);
    setRefused(false);
    onChange(quantity);
  };

  const type = (text: string) => {
    if (commit === 'on-leave') return setDraft(text);
    if (text.trim() === '') {
      setDraft(text);
      return onEmpty?.();
    }
    const quantity = typedQuantity(text, max, belowOne);
    if (quantity !== null) return count(quantity);
    setDraft(null);
    setRefused(true);
  };

  const leave = () => {
    if (draft === null) return;
    // Typed numbers count at once: what is left here is an emptied field.
    if (commit === 'as-typed') return belowOne === 'clamp' ? count(1) : setDraft(null);
    const quantity = typedQuantity(draft, max, belowOne);
    if (quantity === null || quantity === value) setDraft(null);
    else count(quantity);
  };

  const step = (by: number) => count(Math.min(Math.max(1, value + by), max));

  return (
    <div className="kora-field kora-quantity">
      <label htmlFor={id} className={labelHidden ? 'kora-visually-hidden' : undefined}>
        {label}
      </label>
      <div className="kora-quantity__controls">
        <button
          type="button"
          className="kora-quantity__step"
          aria-label={lessLabel ?? t('quantity.less')}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="kora-quantity__input"
          {...(explains ? { type: 'text' } : { type: 'number', min: 1, max, step: 1 })}
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          aria-invalid={refused || undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && commit === 'on-leave') leave();
          }}
        />
        <button
          type="button"
          className="kora-quantity__step"
          aria-label={moreLabel ?? t('quantity.more')}
          aria-controls={id}
          disabled={disabled || full}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="kora-field__hint">
          {hint}
        </p>
      )}
      {(explains || atMax) && (
        <p id={`${id}-message`} className="kora-quantity__message" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
