import type { ReactNode } from 'react';

/** A form's main button: busy and unavailable while the form is being sent. */
export function SubmitButton({ submitting, children }: { submitting: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="kora-button kora-button--accent"
      disabled={submitting}
      aria-busy={submitting || undefined}
    >
      {children}
    </button>
  );
}
