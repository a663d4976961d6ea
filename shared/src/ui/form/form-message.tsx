import type { ReactNode } from 'react';

/** A form's outcome: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`kora-form-message kora-form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
