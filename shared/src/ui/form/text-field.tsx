import type { InputHTMLAttributes } from 'react';
import { FieldFrame, useFieldNotes, type FieldTexts } from './field-notes';

export interface TextFieldProps extends FieldTexts, Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {}

/** A labelled input with its hint and its own error message. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const field = useFieldNotes({ hint, error });
  return (
    <FieldFrame label={label} field={field}>
      <input id={field.id} className="kora-field__input" {...field.described} {...input} />
    </FieldFrame>
  );
}
