import { test, expect } from '../support/fixtures';

/*
 * The browser the flows run in: Chromium reads only the last `--disable-features` of its command line, so
 * the one of support/chromium.mjs must hold every feature Playwright's own turns off, besides the omnibox
 * popup's, which it adds.
 */
test('the flows’ Chromium keeps every feature Playwright turns off off, and the omnibox popup', async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(','));
  expect(lists.length).toBeGreaterThan(0);
  const last = lists[lists.length - 1];
  for (const earlier of lists.slice(0, -1)) expect(last).toEqual(expect.arrayContaining(earlier));
  expect(last).toEqual(expect.arrayContaining(['PreloadTopChromeWebUI', 'WebUIOmniboxPopup']));
});
