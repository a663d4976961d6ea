import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a deferred piece starts loading, so it is there by the time it is scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * Whether the element has come within `margin` of the viewport; it stays true once it has.
 * True from the start when nothing is deferred; where the browser has no IntersectionObserver, true from
 * the first effect. A deferred piece's first render is the same on the site's server and in the browser,
 * so a screen the server drew takes its markup over as it is.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  defer: boolean,
  margin: string = NEAR_VIEWPORT_MARGIN,
): boolean {
  const [near, setNear] = useState(!defer);

  useEffect(() => {
    if (near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const target = element.current;
    if (!target) return undefined;
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
