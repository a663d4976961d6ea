import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFieldNotes } from './field-notes';

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'checked' | 'onChange'
> {
  /** The box's name; may hold a link (a policy to read, say). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  /** The message shown under the box; also marks it invalid for assistive technology. */
  error?: string | null;
}

/** A labelled checkbox with its hint and its own error message, like the kernel's TextField. */
export function CheckboxField({ label, checked, onChange, hint, error, ...input }: CheckboxFieldProps) {
  const field = useFieldNotes({ hint, error });
  return (
    <div className="kora-field kora-field--checkbox">
      <input
        id={field.id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...field.described}
        {...input}
      />
      <label htmlFor={field.id}>{label}</label>
      {field.notes}
    </div>
  );
}
