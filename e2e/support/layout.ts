import { expect, type Locator, type Page } from '@playwright/test';

/** The two windows every layout check runs at: a laptop, and a mid-range phone. */
export const WINDOWS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type WindowName = keyof typeof WINDOWS;

/** No page of the site is taller than this once read to its end (the longest, the home, is about 9,000 px). */
export const MAX_PAGE_HEIGHT = 20_000;

/**
 * Scrolls a page down to its end a screen at a time, as a reader does, letting what each step brings
 * arrive (`settled`); stops at the end, or when the page has not ended after `maxSteps` screens.
 */
export async function scrollToTheEnd(page: Page, settled: () => Promise<void>, maxSteps = 30): Promise<void> {
  for (let step = 0; step < maxSteps; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await settled();
    if (atEnd) {
      // What the last step brought may have lengthened the page: make sure this is its end.
      const stillAtEnd = await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
      if (stillAtEnd) return;
    }
  }
}

/** What is wrong with where things are on the page, in words a reviewer can act on; empty when nothing is. */
export function layoutProblems(page: Page, maxHeight = MAX_PAGE_HEIGHT): Promise<string[]> {
  return page.evaluate((maxHeight) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (element: Element) => {
      const classes =
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`;
    };
    /** Whether something between the element and the page clips it (a carousel's track, a scroller). */
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const elements = [...document.body.querySelectorAll('*')];

    if (root.scrollWidth > root.clientWidth + 1) {
      const wide = elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.right + window.scrollX > root.clientWidth + 1 && !clipped(element);
        })
        .slice(0, 5)
        .map(
          (element) => `${describe(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`,
        );
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${wide.join(', ')}`);
    }
    if (root.scrollHeight > maxHeight) {
      problems.push(`the page is ${root.scrollHeight} px tall (at most ${maxHeight})`);
    }
    /** Whether the element is drawn at all: screen-reader-only text is clipped to nothing. */
    const drawn = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.clipPath !== 'none') return false;
      }
      return true;
    };
    for (const element of elements) {
      const box = element.getBoundingClientRect();
      if ((box.width > root.scrollWidth + 1 || box.height > root.scrollHeight + 1) && drawn(element)) {
        problems.push(
          `${describe(element)} is ${Math.round(box.width)} × ${Math.round(box.height)} px, larger than the page`,
        );
        break;
      }
    }
    return problems;
  }, maxHeight);
}

/** Where a box lies against the window, in CSS pixels. */
export async function boxInWindow(locator: Locator): Promise<{ inside: boolean; box: string }> {
  const box = await locator.boundingBox();
  const size = locator.page().viewportSize();
  if (!box || !size) return { inside: false, box: 'not laid out' };
  const inside =
    box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
  return {
    inside,
    box: `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} in ${size.width}×${size.height}`,
  };
}

/** Asserts a control is wholly inside the window and that a click there would reach it (nothing covers it). */
export async function expectUsableInWindow(locator: Locator, what: string): Promise<void> {
  await expect(locator, `${what} is visible`).toBeVisible();
  const { inside, box } = await boxInWindow(locator);
  expect(inside, `${what} lies inside the window (${box})`).toBe(true);
  // A trial click checks that the control is stable, enabled and the one that receives the click there.
  await locator.click({ trial: true, timeout: 5_000 });
}
