/** Debian's Chromium, which every browser flow and the bench start (never a downloaded browser). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * What every Chromium of the flows and the bench is started with, so that it runs the pages under test
 * and little else:
 * - no sandbox (the tests run as root), no background network (this machine's closed network refuses it);
 * - no omnibox popup: Chromium 156 preloads that page of its own interface in a renderer of its own for
 *   every window, headless too, and on a 2-core machine it took more CPU than Kora's pages (measured on
 *   the same six pages: 0.79 → 0.28 s per new context, 2.59 → 1.29 s per page load).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
