import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, and why it matters. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** While the confirmed action runs: both buttons and every way of closing are disabled. */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone (a deletion): Cancel, or the accented confirm button. */
export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} closeDisabled={busy}>
      {children}
      <DialogActions
        secondary={
          <button type="button" className="kora-button" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
        }
        primary={
          <button
            type="button"
            className="kora-button kora-button--accent"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        }
      />
    </Modal>
  );
}
