/**
 * What says a visitor has begun to use the page: a press, a touch, a key, a focus, a scroll. A page that has
 * just opened and that nobody touches yet sees none of them.
 */
export const USE = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * What says a visitor is about to use it: a pointer over the page too. The browser also sends it to a page
 * that opens under a mouse left resting over the window.
 */
export const APPROACH = [...USE, 'pointerover', 'pointermove'] as const;

/** The gestures the page has seen since its entry ran, before anything waited for them. */
const seen = new Map<string, Event>();

/**
 * Notes the visitor's gestures from the page's first script on: a visitor who scrolls or presses while the
 * site's code is still starting has begun to use the page, though nothing was waiting for it yet.
 */
export function watchGestures(target: Window = window): void {
  for (const type of APPROACH) {
    const note = (event: Event) => {
      seen.set(type, event);
      target.removeEventListener(type, note, true);
    };
    target.addEventListener(type, note, { passive: true, capture: true });
  }
}

/** Calls `listener` once, at the visitor's first gesture of `gestures` on the page (or soon, if there was one already). Answers a function that stops waiting. */
export function onFirstGesture(
  listener: (event: Event) => void,
  gestures: readonly string[] = USE,
  target: Window = window,
): () => void {
  let waiting = true;
  const stop = () => {
    if (!waiting) return;
    waiting = false;
    gestures.forEach((type) => target.removeEventListener(type, handle, true));
  };
  const handle = (event: Event) => {
    if (!waiting) return;
    stop();
    listener(event);
  };
  gestures.forEach((type) => target.addEventListener(type, handle, { passive: true, capture: true }));
  const earlier = gestures.map((type) => seen.get(type)).find((event) => event !== undefined);
  if (earlier) queueMicrotask(() => handle(earlier));
  return stop;
}
