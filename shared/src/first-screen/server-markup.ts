/**
 * How a page's first screen, drawn by the site's server (shared/build/first-screen/page-html.js), is marked
 * in the HTML: the area's block that holds it, and its controls, which say they do not work yet.
 */
export const FIRST_CONTENT_ATTRIBUTE = 'data-kora-first-content';
/** Marks a control the server said did not work yet (`aria-disabled` it added, not the screen's own). */
export const INERT_ATTRIBUTE = 'data-kora-inert';

/**
 * Sent (not bubbling) on a block of the server's markup once its screen has taken it over: from then on its
 * controls answer to the screen's own code.
 */
export const TAKEN_OVER_EVENT = 'kora:taken-over';

/** Whether an element of the page holds a screen the server drew, still as the server sent it. */
export function holdsServerMarkup(element: unknown): element is HTMLElement {
  return (element as Element | undefined)?.hasAttribute?.(FIRST_CONTENT_ATTRIBUTE) === true;
}

/**
 * Says of the controls in `block` that they do not work yet, as the site's server says of those it draws in
 * the chrome (shared/build/first-screen/page-html.js): for a screen the page's code will draw anew rather
 * than hand what is pressed to. Taken off by takeServerMarkup.
 */
export function markControlsInert(block: Element): void {
  for (const control of block.querySelectorAll('button, select, input, textarea')) {
    if (control.hasAttribute('aria-disabled')) continue;
    control.setAttribute('aria-disabled', 'true');
    control.setAttribute(INERT_ATTRIBUTE, '');
  }
}

/**
 * Marks the server's markup in `block` as being taken over (hydrated) by the screen. Answers what to call
 * once React has done so: its controls then lose the marks the server added, and only then, since a
 * control used before its screen is there would do nothing. The block then says so (TAKEN_OVER_EVENT).
 */
export function takeServerMarkup(block: HTMLElement): () => void {
  block.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
  return () => {
    for (const control of block.querySelectorAll(`[${INERT_ATTRIBUTE}]`)) {
      control.removeAttribute('aria-disabled');
      control.removeAttribute(INERT_ATTRIBUTE);
    }
    block.dispatchEvent(new Event(TAKEN_OVER_EVENT));
  };
}

/** Empties a block of the server's markup the screen will not take over (it draws its own in its place). */
export function dropServerMarkup(block: HTMLElement): void {
  block.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
  block.replaceChildren();
}
