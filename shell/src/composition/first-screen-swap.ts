import { FIRST_CONTENT_ATTRIBUTE } from '@kora/shared';

/**
 * The shell's server sends each page with its first screen drawn (shared/build/first-screen): the chrome in
 * the containers it marks `data-kora-drawn`, a public page's first content in a `data-kora-first-content`
 * block of the area that shows it. The shell draws its chrome and the home's first content itself; these
 * functions put its drawing in place of the server's without a blank or a jump in between. A remote takes
 * its area's block over instead (remote-application.tsx).
 */

const DRAWN_CHROME = '[data-kora-drawn]:not(.kora-remote):not(#kora-shell-page)';
const FIRST_CONTENT = `:scope > [${FIRST_CONTENT_ATTRIBUTE}]`;
/** A screen still loading what its first screen shows. */
const LOADING = '.kora-state--loading, [aria-busy="true"]';
/** Past this, the screen's own drawing is shown as it is (its data may never come). */
const LONGEST_WAIT_MS = 8_000;

/** The chrome the server drew, per container, as it is before the shell renders. */
export function serverChrome(): Map<Element, ChildNode[]> {
  return new Map([...document.querySelectorAll(DRAWN_CHROME)].map((container) => [container, [...container.childNodes]]));
}

/**
 * Takes the server's chrome away once the shell has drawn its own, in the same frame (called in the shell's
 * first layout effect). The footer's stays until the shell's footer is drawn: it comes on demand.
 */
export function removeServerChrome(drawn: Map<Element, ChildNode[]>): void {
  for (const [container, nodes] of drawn) {
    const remove = () => nodes.forEach((node) => node.remove());
    if (container.id !== 'kora-footer') {
      remove();
      continue;
    }
    const shellFooterDrawn = () =>
      [...container.querySelectorAll('footer')].some((footer) => !nodes.some((node) => node.contains(footer)));
    if (shellFooterDrawn()) {
      remove();
      continue;
    }
    const observer = new MutationObserver(() => {
      if (!shellFooterDrawn()) return;
      observer.disconnect();
      remove();
    });
    observer.observe(container, { childList: true, subtree: true });
  }
}

/** The server's first content in an area's container, if it drew one. */
export function serverFirstContent(container: Element): HTMLElement | null {
  return container.querySelector<HTMLElement>(FIRST_CONTENT);
}

/** Whether what a screen drew in `root` holds the page's first screen: something, and nothing loading on it. */
function drawnAboveTheFold(root: HTMLElement): boolean {
  if (root.childElementCount === 0) return false;
  const top = root.getBoundingClientRect().top;
  return [...root.querySelectorAll(LOADING)].every((element) => element.getBoundingClientRect().top - top > window.innerHeight);
}

/**
 * Lays `root` out unseen (it keeps its size, so what it measures and loads is right) while the server's
 * `block` stays in view; once `root` holds the first screen, the block goes and `root` takes its place in
 * the same frame. Answers a function that does the swap at once (the screen failed or was left).
 */
export function swapWhenDrawn(block: HTMLElement, root: HTMLElement): () => void {
  const { position, visibility, width } = root.style;
  // Out of the flow at its own place, as wide as it will be.
  Object.assign(root.style, {
    position: 'absolute',
    visibility: 'hidden',
    width: `${root.parentElement?.clientWidth ?? block.clientWidth}px`,
  });
  let done = false;
  let frame = 0;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
    block.remove();
    Object.assign(root.style, { position, visibility, width });
  };
  // Looked at once a frame, before it is drawn: measuring after every change of a screen being rendered
  // made the browser lay the page out again each time.
  const observer = new MutationObserver(() => {
    if (frame) return;
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      if (drawnAboveTheFold(root)) swap();
    });
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy'] });
  const timer = window.setTimeout(swap, LONGEST_WAIT_MS);
  return swap;
}
