import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@kora/shared';

interface PromoCodeFieldProps {
  /** The code the quote applied, or null. */
  applied: string | null;
  /** Why the last code was refused (the server's words), or null. */
  refusal: string | null;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** A code to type and apply; once applied it shows with a way to remove it, a refused one says why. */
export function PromoCodeField({ applied, refusal, disabled, onApply, onRemove }: PromoCodeFieldProps) {
  const { t } = useTranslation('store');
  const id = useId();
  const [text, setText] = useState('');

  if (applied) {
    return (
      <div className="kora-cart-promo">
        <p className="kora-cart-promo__applied" role="status">
          {t('cart.promo.applied', { code: applied })}
        </p>
        <button type="button" className="kora-button" disabled={disabled} onClick={onRemove}>
          {t('cart.promo.remove', { code: applied })}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    if (code) onApply(code);
  };

  return (
    <form className="kora-cart-promo" onSubmit={submit} noValidate>
      <label htmlFor={id} className="kora-field__label">
        {t('cart.promo.label')}
      </label>
      <div className="kora-cart-promo__row">
        <input
          id={id}
          className="kora-field__input"
          value={text}
          maxLength={40}
          autoComplete="off"
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-refusal` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="kora-button" disabled={disabled}>
          {t('cart.promo.apply')}
        </button>
      </div>
      {refusal && (
        <p id={`${id}-refusal`} className="kora-cart-promo__refusal" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
}
