import { useLayoutEffect, useState, type RefObject } from 'react';

/** Space kept between a popup and the window's edges. */
const MARGIN = 8;

export interface PopupPlace {
  /** From the anchor's left edge, in px. */
  left: number;
  /** Opens above the anchor (too little room below it, e.g. in the player at the bottom). */
  up: boolean;
}

/**
 * Where a popup under (or above) its anchor fits in the window: aligned on the anchor's end, moved
 * sideways as little as needed to stay inside, above when there is more room there.
 */
export function usePopupPlace(
  open: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
  changes: readonly unknown[],
): PopupPlace {
  const [place, setPlace] = useState<PopupPlace>({ left: 0, up: false });
  useLayoutEffect(() => {
    if (!open) return undefined;
    const measure = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      const width = popup.offsetWidth;
      const height = popup.offsetHeight;
      const endAligned = anchor.width - width;
      const left = Math.max(
        MARGIN - anchor.left,
        Math.min(endAligned, window.innerWidth - MARGIN - width - anchor.left),
      );
      const below = window.innerHeight - anchor.bottom;
      const up = below < height + MARGIN && anchor.top > below;
      setPlace((current) => (current.left === left && current.up === up ? current : { left, up }));
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
    // `changes`: what changes the popup's size (its entries arriving).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, anchorRef, popupRef, ...changes]);
  return place;
}
