import type { ReactNode } from 'react';
import './dialog-actions.css';

export interface DialogActionsProps {
  /** The dialog's main action: an accented button or link. */
  primary: ReactNode;
  /** The way out or back beside it: Cancel, Change… */
  secondary?: ReactNode;
}

/** The buttons at the bottom of a dialog: side by side at its end, one under the other on a phone. */
export function DialogActions({ primary, secondary }: DialogActionsProps) {
  return (
    <div className="kora-dialog-actions">
      {secondary}
      {primary}
    </div>
  );
}
