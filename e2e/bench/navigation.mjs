/* global window, document, requestAnimationFrame -- the timing runs inside the page */
/**
 * Moving between remotes as a visitor does, with the browser's cache warm: from /releases, a click on the
 * sidebar's link to each browsing remote in turn (events, store, then the catalogue's artists), timed from the click until that remote's screen shows
 * its heading and first item.
 */
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Each hop: the link clicked and the remote area whose screen it opens. */
const HOPS = [
  { path: '/events', area: '#kora-remote-events' },
  { path: '/store', area: '#kora-remote-store' },
  { path: '/artists', area: '#kora-remote-catalogue' },
];
const ROUNDS = 3;
/** How long the pointer rests on a link before the click, as a hand moving to it does. */
const HOVER_MS = Number(process.env.KORA_BENCH_HOVER_MS ?? 200);

/**
 * Timed inside the page, from the click to the first frame that shows the screen's heading and first item
 * (a wait in Playwright itself would round the figure up to its own polling steps).
 */
async function hop(page, { path, area }) {
  const link = page.locator(`#kora-sidebar a[href="${path}"]`);
  await link.hover();
  await page.waitForTimeout(HOVER_MS);
  await page.evaluate((screen) => {
    window.__koraShown = new Promise((resolve) => {
      document.addEventListener(
        'click',
        () => {
          const clicked = performance.now();
          const look = () => {
            const heading = document.querySelector(`${screen} h1`);
            const item = document.querySelector(`${screen} li, ${screen} article`);
            if (heading?.checkVisibility() && item?.checkVisibility()) resolve(performance.now() - clicked);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    });
  }, area);
  await link.click();
  return Math.round(await page.evaluate(() => window.__koraShown));
}

/** Milliseconds per hop over ROUNDS rounds, each round in a newly opened page of the same (warm) browser. */
export async function measureNavigation(browser, shellUrl) {
  const context = await browser.newContext(DESKTOP);
  const warm = await context.newPage();
  for (const { path } of [{ path: '/releases' }, ...HOPS])
    await warm.goto(`${shellUrl}${path}`, { waitUntil: 'networkidle' });
  await warm.close();
  const times = Object.fromEntries(HOPS.map(({ path }) => [path, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const page = await context.newPage();
    // The tab a visitor looks at: a tab in the background has its timers slowed to once a second.
    await page.bringToFront();
    await page.goto(`${shellUrl}/releases`, { waitUntil: 'networkidle' });
    for (const target of HOPS) times[target.path].push(await hop(page, target));
    await page.close();
  }
  await context.close();
  return times;
}

export function printNavigation(times) {
  console.log('\nNavigation between remotes at 1280 × 800, warm cache (click → heading and first item)');
  console.log('from → to                  median     max   rounds (ms)');
  let from = '/releases';
  for (const [to, samples] of Object.entries(times)) {
    const sorted = [...samples].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `${`${from} → ${to}`.padEnd(26)}${`${median} ms`.padStart(7)}${`${sorted.at(-1)} ms`.padStart(8)}   ${samples.join(', ')}`,
    );
    from = to;
  }
}
