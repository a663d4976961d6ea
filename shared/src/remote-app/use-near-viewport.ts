import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a deferred piece starts loading, so it is there by the time it is scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/** Whether deferred pieces show at once: in a browser without IntersectionObserver, never on the server. */
const nothingToWatch = () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

/**
 * Whether the element has come within `margin` of the viewport; it stays true once it has.
 * True from the start when nothing is deferred, or where the browser has no IntersectionObserver. The
 * site's server draws a deferred piece as not yet near, as a browser first renders it, so that the
 * screen it drew is taken over as it is.
 */
export function useNearViewport(
  element: RefObject<Element | null>,
  defer: boolean,
  margin: string = NEAR_VIEWPORT_MARGIN,
): boolean {
  const [near, setNear] = useState(() => !defer || nothingToWatch());

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
