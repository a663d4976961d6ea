import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldNotes, type FieldTexts } from './field-notes';

type TextAreaFieldProps = FieldTexts & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line field with its hint and its own error, like the kernel's TextField. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const field = useFieldNotes({ hint, error });
  return (
    <FieldFrame label={label} field={field}>
      <textarea id={field.id} className="kora-field__input kora-field__textarea" {...field.described} {...textarea} />
    </FieldFrame>
  );
}
