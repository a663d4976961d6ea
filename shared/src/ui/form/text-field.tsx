import { useId, type InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message shown under the field; also marks the field invalid for assistive technology. */
  error?: string | null;
  hint?: string;
}

/** A labelled input with its hint and its own error message. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="kora-field">
      <label htmlFor={id} className="kora-field__label">
        {label}
      </label>
      <input
        id={id}
        className="kora-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <p id={hintId} className="kora-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="kora-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
