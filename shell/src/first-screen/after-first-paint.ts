/** Longest wait for a first paint that does not come (a page with nothing to paint yet): then the code runs. */
export const FIRST_PAINT_WAIT_MS = 3000;

/** What of the page the wait uses. */
export type PaintedPage = Pick<Window, 'document' | 'setTimeout' | 'clearTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/**
 * Runs `start` once the browser has painted the server's HTML, which already holds the first screen: the
 * page's code (fetched beside the HTML, as index.html announces it) no longer runs ahead of that paint. On
 * a slow phone its evaluation took a quarter of a second before the first frame; and a browser that holds
 * the first frame back (GoogleChrome/lighthouse#17148) no longer counts the code as needed for it.
 * A page nobody sees (a tab opened in the background, a prerender) paints nothing, and a browser that does
 * not report paints cannot say when: there the code runs at once.
 */
export function afterFirstPaint(start: () => void, page: PaintedPage = window): void {
  const Observer = page.PerformanceObserver;
  if (page.document.visibilityState !== 'visible' || !Observer?.supportedEntryTypes?.includes('paint')) {
    start();
    return;
  }
  const go = () => {
    observer.disconnect();
    page.clearTimeout(fallback);
    // A task of its own, after the one that reported the paint.
    page.setTimeout(start, 0);
  };
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) go();
  });
  const fallback = page.setTimeout(go, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}
