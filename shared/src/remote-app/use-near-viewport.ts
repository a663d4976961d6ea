import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a deferred piece starts loading, so it is there by the time it is scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * Whether the element has come within `margin` of the viewport; it stays true once it has.
 * True from the start when nothing is deferred, or where the browser has no IntersectionObserver.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  defer: boolean,
  margin: string = NEAR_VIEWPORT_MARGIN,
): boolean {
  const [near, setNear] = useState(() => !defer || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = element.current;
    if (near || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, margin]);

  return near;
}
