import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './use-submit';

/** The names of a form's values that a text field edits. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values, and the props each text field needs to edit one of them: its name, value, change
 * handler and error (from `useSubmit().fieldErrors`, keyed by the same name).
 */
export function useFormValues<V extends object>(initial: V, fieldErrors: FieldErrors = {}) {
  const [values, setValues] = useState(initial);
  const field = <K extends TextKey<V>>(name: K) => ({
    name,
    value: values[name] as string,
    error: fieldErrors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, field };
}
