import { useCallback, useEffect, useState } from 'react';

/** The header's popovers; only one of them is open at a time. */
export type HeaderPopover = 'search' | 'notifications' | 'cart' | 'user';

export const popoverPanelId = (popover: HeaderPopover): string => `kora-header-${popover}`;
export const popoverButtonId = (popover: HeaderPopover): string => `kora-header-${popover}-button`;

export interface HeaderPopoverControl {
  open: HeaderPopover | null;
  toggle(popover: HeaderPopover): void;
  /** Opens this one (closing any other); does nothing when it is already open. */
  show(popover: HeaderPopover): void;
  close(): void;
}

/**
 * Keeps the header's search box, notifications, cart and user menu mutually exclusive: opening one
 * closes the others; Escape closes the open one (focus returns to its button) and so does a click
 * anywhere outside it. A popover that handles an Escape itself (the search box closing its
 * suggestions first) marks the key event as handled with `preventDefault`.
 */
export function useHeaderPopover(): HeaderPopoverControl {
  const [open, setOpen] = useState<HeaderPopover | null>(null);

  const toggle = useCallback((popover: HeaderPopover) => {
    setOpen((current) => (current === popover ? null : popover));
  }, []);
  const show = useCallback((popover: HeaderPopover) => setOpen(popover), []);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (!open) return undefined;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(null);
      document.getElementById(popoverButtonId(open))?.focus();
    };
    const onPointerDown = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(`[data-kora-popover="${open}"]`)) return;
      setOpen(null);
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  return { open, toggle, show, close };
}
