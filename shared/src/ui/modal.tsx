import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { AreaScope, useArea } from './area-scope';
import { focusableWithin } from './focusable';
import { useCommonTranslation } from './use-common-translation';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's visible heading, which also names it for screen readers. */
  title: ReactNode;
  children?: ReactNode;
  /** Blocks every way of closing (Escape, overlay, close button), e.g. while a payment runs. */
  closeDisabled?: boolean;
  className?: string;
}

/**
 * An accessible modal dialog: focus moves in when it opens, stays inside while it is open
 * and returns to where it was when it closes.
 */
export function Modal({ open, onClose, title, children, closeDisabled = false, className }: ModalProps) {
  const { t } = useCommonTranslation();
  const area = useArea();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Read through refs so the focus effect below runs on open/close only, not on every new callback.
  const closeRef = useRef({ onClose, closeDisabled });
  closeRef.current = { onClose, closeDisabled };

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      // First field or button of the content, else the dialog itself (the close button is a last resort).
      const [first] = focusableWithin(dialog).filter((el) => !el.classList.contains('kora-modal__close'));
      (first ?? dialog).focus();
    }
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !closeRef.current.closeDisabled) {
        event.stopPropagation();
        closeRef.current.onClose();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !closeDisabled) onClose();
  };

  // Rendered at the end of the body, the dialog stays in its area so the area's styles reach it.
  return createPortal(
    <AreaScope area={area}>
      <div className="kora-modal__overlay" onClick={onOverlayClick} data-testid="kora-modal-overlay">
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={className ? `kora-modal ${className}` : 'kora-modal'}
          onKeyDown={trapTab}
        >
          <div className="kora-modal__header">
            <h2 id={titleId} className="kora-modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="kora-modal__close"
              aria-label={t('close')}
              onClick={onClose}
              disabled={closeDisabled}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="kora-modal__body">{children}</div>
        </div>
      </div>
    </AreaScope>,
    document.body,
  );
}
