import { useCallback, useState } from 'react';
import { isApiError } from '../../http/api-error';
import { errorText } from '../../http/error-text';

/** A message per field name (the server's `propertyPath`); undefined where the field is fine. */
export type FieldErrors = Record<string, string | undefined>;

export interface FormOutcome {
  kind: 'error' | 'success';
  text: string;
}

export interface SubmitTexts<T> {
  /** Shown when the call fails and neither the network nor the server explains why. */
  failure: string;
  /** The success message, from the call's answer; null shows none. */
  success?: (result: T) => string | null;
}

/**
 * A form's submission: the submitting state (one submission at a time), the server's violations per
 * field (`propertyPath` → message), and the outcome message. Client-side checks report through `fail`.
 */
export function useSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const fail = useCallback((text: string, errors: FieldErrors = {}) => {
    setFieldErrors(errors);
    setOutcome({ kind: 'error', text });
  }, []);

  const reset = useCallback(() => {
    setFieldErrors({});
    setOutcome(null);
  }, []);

  /** Runs the call; resolves with its answer, or null when it failed (the form then shows why). */
  async function run<T>(call: () => Promise<T>, texts: SubmitTexts<T>): Promise<{ answer: T } | null> {
    if (submitting) return null;
    setSubmitting(true);
    reset();
    try {
      const result = await call();
      const success = texts.success?.(result);
      if (success) setOutcome({ kind: 'success', text: success });
      return { answer: result };
    } catch (failure) {
      const violations = isApiError(failure) ? (failure.violations ?? []) : [];
      fail(errorText(failure, texts.failure), Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])));
      return null;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, fieldErrors, outcome, run, fail, reset };
}
