/**
 * Lighthouse 12 mobile runs (default simulated throttling), each in a Chromium of its own, and the
 * figures of a page over its runs: the median of each, the range of the performance scores, and the CPU
 * benchmark index Lighthouse measured before each run (how fast this machine was at that moment).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { median, spread } from './stats.mjs';
import { CHROMIUM_PATH } from '../support/chromium.mjs';

const DISABLE_FEATURES = '--disable-features=';

/** chrome-launcher's own flags and ours, with the features each turns off in one --disable-features (Chromium reads only the last). */
function withLauncherFlags(flags) {
  const all = [...chromeLauncher.Launcher.defaultFlags(), ...flags];
  const disabled = all
    .filter((flag) => flag.startsWith(DISABLE_FEATURES))
    .flatMap((flag) => flag.slice(DISABLE_FEATURES.length).split(','));
  return [
    ...all.filter((flag) => !flag.startsWith(DISABLE_FEATURES)),
    `${DISABLE_FEATURES}${[...new Set(disabled)].join(',')}`,
  ];
}

export async function lighthouseRun(url, chromiumFlags) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: ['--headless=new', ...withLauncherFlags(chromiumFlags)],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const scoreOf = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/**
 * How much later than the load event the page's first frame was shown, past which a run's first frame is
 * counted as held. In headless runs the compositor at times stops offering frames to a page while it
 * loads, and the first frame of a page drawn by its HTML then comes one or two whole seconds late, with
 * the page loaded and its main thread idle (GoogleChrome/lighthouse#17148, open; here with the page's
 * scripts taken out too, and not seen in Playwright's runs nor with Lighthouse's screen emulation off).
 * Lantern then counts every request made before that frame as needed for it, so LCP grows by as much as
 * the scripts take to arrive on the simulated network: a held run measures the browser as much as the
 * page.
 */
export const HELD_FIRST_FRAME_MS = 500;

/** What one run says of a page. */
export function runFigures(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // What the browser itself did, before Lantern's simulation.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return {
    performance: scoreOf(lhr, 'performance'),
    accessibility: scoreOf(lhr, 'accessibility'),
    bestPractices: scoreOf(lhr, 'best-practices'),
    seo: scoreOf(lhr, 'seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    observedFcpMs: observed.observedFirstContentfulPaint ?? NaN,
    observedLoadMs: observed.observedLoad ?? NaN,
    heldFirstFrame: observed.observedFirstContentfulPaint - observed.observedLoad > HELD_FIRST_FRAME_MS,
  };
}

/** A page's figures over its runs: each the median of the runs', with the performance scores' range. */
export function pageFigures(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  const performance = spread(runs.map((run) => run.performance));
  return {
    runs: runs.length,
    performance: Math.round(performance.median),
    range: `${performance.min}–${performance.max}`,
    accessibility: Math.round(of('accessibility')),
    bestPractices: Math.round(of('bestPractices')),
    seo: Math.round(of('seo')),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    bytes: of('bytes'),
    benchmarkIndex: of('benchmarkIndex'),
    observedFcpMs: of('observedFcpMs'),
    held: runs.filter((run) => run.heldFirstFrame).length,
    // The goals stay on every run; this says what the page gives when the browser shows its frames in time.
    lcpInTimeMs: median(runs.filter((run) => !run.heldFirstFrame).map((run) => run.lcpMs)),
  };
}
