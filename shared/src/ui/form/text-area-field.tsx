import { useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled multi-line field with its hint and its own error, like the kernel's TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="kora-field">
      <label htmlFor={id} className="kora-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="kora-field__input kora-field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="kora-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="kora-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
