import type { ReactNode } from 'react';
import {
  popoverButtonId,
  popoverPanelId,
  type HeaderPopover as PopoverName,
  type HeaderPopoverControl,
} from './use-header-popover';

interface HeaderPopoverProps {
  name: PopoverName;
  control: HeaderPopoverControl;
  /** The accessible name of the toggle button. */
  label: string;
  /** What the toggle button shows (an icon, a badge, a user name). */
  buttonContent: ReactNode;
  children: ReactNode;
}

/** A header button that opens one panel; the panel stays in the DOM only while it is open. */
export function HeaderPopover({ name, control, label, buttonContent, children }: HeaderPopoverProps) {
  const expanded = control.open === name;
  return (
    <div className={`kora-popover kora-popover--${name}`} data-kora-popover={name}>
      <button
        type="button"
        id={popoverButtonId(name)}
        className="kora-header__button"
        aria-label={label}
        aria-expanded={expanded}
        aria-controls={popoverPanelId(name)}
        onClick={() => control.toggle(name)}
      >
        {buttonContent}
      </button>
      <div id={popoverPanelId(name)} className="kora-popover__panel" hidden={!expanded}>
        {expanded ? children : null}
      </div>
    </div>
  );
}
