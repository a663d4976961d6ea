import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's main area (index.html), where the remotes and the shell's pages are drawn. */
export const MAIN_ID = 'kora-main';

/**
 * On a move to another page (not on the first one), the new page starts at its top and focus goes to
 * the main area, so a keyboard user goes on from the page, and a screen reader reads the new page.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo?.(0, 0);
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
