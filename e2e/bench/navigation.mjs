/**
 * Moving between remotes as a visitor does, with the browser's cache warm: from /releases, a click on the
 * sidebar's link to each browsing remote in turn, timed from the click until that remote's screen shows
 * its heading and first item (measured from Node, so it includes a few milliseconds of Playwright's own).
 */
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/** Each hop: the link clicked and the remote area whose screen it opens. */
const HOPS = [
  { path: '/events', area: '#kora-remote-events' },
  { path: '/store', area: '#kora-remote-store' },
  { path: '/releases', area: '#kora-remote-catalogue' },
];
const ROUNDS = 3;

async function hop(page, { path, area }) {
  const link = page.locator(`#kora-sidebar a[href="${path}"]`);
  await link.hover();
  const started = Date.now();
  await link.click();
  await page.locator(`${area} h1`).waitFor({ state: 'visible' });
  await page.locator(`${area} li, ${area} article`).first().waitFor({ state: 'visible' });
  return Date.now() - started;
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
