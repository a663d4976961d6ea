/**
 * What the first gesture costs a visitor now that a remote's screen the server drew waits for it
 * (shell/src/composition/take-over-on-gesture.ts): on a release's page, at a phone's size with the CPU
 * slowed four times (as Lighthouse's mobile preset assumes), the time from a tap on the release's play
 * button to the player showing its track,
 *   - cold: the page loaded and left alone, the tap being its first gesture (the press is held while the
 *     catalogue's code is run and takes the screen over, then handed to it);
 *   - warm: the same tap once a first gesture has had the screen taken over, as every tap was before.
 * Medians of `runs` fresh pages each.
 */
import { median } from './stats.mjs';

const SLOWDOWN = 4;
const PLAYER = '#kora-player-panel';

async function tapToPlay(browser, url, title, contextOptions, warm) {
  const context = await browser.newContext({ ...contextOptions, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (warm) {
      await page.keyboard.press('Shift');
      await page.locator('#kora-main [data-kora-first-content]').waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
    }
    const play = page.getByRole('button', { name: new RegExp(title) }).first();
    const box = await play.boundingBox();
    const started = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // On a phone the player's panel is folded: its text says which track it holds.
    await page.waitForFunction(
      ([player, text]) => globalThis.document.querySelector(player)?.textContent?.includes(text),
      [PLAYER, title],
      { polling: 'raf' },
    );
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/** Cold and warm first taps on `url` (a release titled `title`), `runs` of each. */
export async function measureFirstTap(browser, url, title, contextOptions, runs) {
  const cold = [];
  const warm = [];
  for (let run = 0; run < runs; run += 1) {
    cold.push(await tapToPlay(browser, url, title, contextOptions, false));
    warm.push(await tapToPlay(browser, url, title, contextOptions, true));
  }
  return { cold, warm };
}

export function printFirstTap(address, { cold, warm }) {
  const ms = (samples) => `${Math.round(median(samples))} ms (${Math.min(...samples)}–${Math.max(...samples)})`;
  console.log(`\nFirst tap on ${address}, ${SLOWDOWN}× CPU, tap on play → the player shows the track, median of ${cold.length}:`);
  console.log(`  the tap as the page's first gesture (held, the screen taken over, then handed to it): ${ms(cold)}`);
  console.log(`  the tap once a first gesture had the screen taken over:                          ${ms(warm)}`);
}
