import { useId, type ReactNode } from 'react';

export interface FieldNotesInput {
  hint?: string;
  /** The field's own error; also marks its control invalid for assistive technology. */
  error?: string | null;
}

/** What every labelled field is given besides its control's own attributes. */
export interface FieldTexts extends FieldNotesInput {
  label: string;
}

/**
 * What ties a field's control to the notes under it: an id for the control (and its label), the
 * control's invalid state and description, and the hint and error paragraphs themselves.
 */
export function useFieldNotes({ hint, error }: FieldNotesInput) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  const notes = (
    <>
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
    </>
  );
  return { id, described, notes };
}

/** A field laid out the kernel's way: its label, its control (`children`), then its hint and error. */
export function FieldFrame({
  label,
  field,
  children,
}: {
  label: string;
  field: ReturnType<typeof useFieldNotes>;
  children: ReactNode;
}) {
  return (
    <div className="kora-field">
      <label htmlFor={field.id} className="kora-field__label">
        {label}
      </label>
      {children}
      {field.notes}
    </div>
  );
}
