/** Debian's Chromium, which every browser flow and the bench start (never a downloaded browser). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright turns off in every Chromium it starts (its chromiumSwitches, as of 1.65).
 * Chromium reads only the last `--disable-features` it is given, so ours must repeat them; the browser
 * flow (tests/browser.spec.ts) fails when Playwright turns off one that is not here.
 */
const PLAYWRIGHT_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox popup: Chromium 156 preloads that page of its own interface, in a renderer of its own, for
 * every window, headless too. On a 2-core machine it took more CPU than Kora's pages (measured on the
 * same six pages: 0.79 → 0.28 s per new context, 2.59 → 1.29 s per page load).
 */
const OMNIBOX_POPUP = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/** Without the sandbox (the tests run as root) and without background network (this machine's closed network refuses it). */
export const CHROMIUM_BASE_FLAGS = ['--no-sandbox', '--disable-background-networking'];

/** Turns the omnibox popup off alone: for a launcher that merges it with its own features (Lighthouse's). */
export const WITHOUT_OMNIBOX_POPUP = `--disable-features=${OMNIBOX_POPUP.join(',')}`;

/** What Playwright starts every Chromium of the flows and the bench with: the pages under test and little else. */
export const CHROMIUM_FLAGS = [
  ...CHROMIUM_BASE_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_OFF, ...OMNIBOX_POPUP].join(',')}`,
];
