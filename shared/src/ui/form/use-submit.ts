import { useCallback, useState } from 'react';
import { isApiError } from '../../http/api-error';
import { errorText } from '../../http/error-text';

/** A message per field name (the server's `propertyPath`); undefined where the field is fine. */
export type FieldErrors = Record<string, string | undefined>;

export interface FormOutcome {
  kind: 'error' | 'success';
  text: string;
  /** Lines listed under the text, such as the server's violations that belong to no field of the form. */
  details?: readonly string[];
}

/** What a failed call means for the form: its message, the fields it concerns, and lines under the message. */
export interface FailureReport {
  text: string;
  fieldErrors?: FieldErrors;
  details?: readonly string[];
}

export interface SubmitTexts<T> {
  /**
   * Shown when the call fails and neither the network nor the server explains why (the server's violations
   * then go on their fields). A function instead reads every failure itself, for a form whose texts differ.
   */
  failure: string | ((failure: unknown) => FailureReport);
  /** The success message, from the call's answer; null shows none. */
  success?: (result: T) => string | null;
}

/** The kernel's reading of a failure: the network or server explanation, and the violations per field. */
function standardReport(failure: unknown, fallback: string): FailureReport {
  const violations = isApiError(failure) ? (failure.violations ?? []) : [];
  return {
    text: errorText(failure, fallback),
    fieldErrors: Object.fromEntries(violations.map((v) => [v.propertyPath, v.message])),
  };
}

/**
 * A form's submission: the submitting state (one submission at a time), the server's violations per
 * field (`propertyPath` → message), and the outcome message. Client-side checks report through `fail`.
 */
export function useSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const fail = useCallback((text: string, errors: FieldErrors = {}, details?: readonly string[]) => {
    setFieldErrors(errors);
    setOutcome({ kind: 'error', text, details });
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
      const report =
        typeof texts.failure === 'function' ? texts.failure(failure) : standardReport(failure, texts.failure);
      fail(report.text, report.fieldErrors, report.details);
      return null;
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, fieldErrors, outcome, run, fail, reset };
}
