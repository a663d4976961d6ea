import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, scrollToFooter } from '../support/site';
import { signInAs } from '../support/purchases-session';

/** The artist demo account: it may open every area, the creator tools included. */
const ARTIST = { username: 'lina.duval', password: 'Artiste2025' };

/** A screen of every remote, each checked for its own heading before the chrome is compared. */
const VISITS = [
  { path: '/releases', heading: localeText('mf-catalogue', 'screens.releases') },
  { path: '/events', heading: localeText('mf-events', 'screens.events') },
  { path: '/store', heading: localeText('mf-store', 'screens.store') },
  { path: '/profile', heading: null },
  { path: '/artist/dashboard', heading: localeText('mf-creator', 'screens.artistDashboard') },
];

const CHROME_CONTROLS = [
  '#kora-header a',
  '#kora-header button',
  '#kora-header select',
  '#kora-sidebar a',
  '#kora-sidebar button',
  '#kora-player button',
  '#kora-player input',
  '#kora-footer a',
  '#kora-footer button',
].join(', ');

const STYLE_PROPERTIES = [
  'display',
  'visibility',
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'padding',
  'border-radius',
  'border-color',
  'border-width',
  'width',
  'height',
];

/** Every chrome control with the computed styles a visitor sees. */
function chromeStyles(page: Page) {
  return page.evaluate(
    ({ selector, properties }) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
        const style = getComputedStyle(element);
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
        return {
          name,
          ...Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
        };
      }),
    { selector: CHROME_CONTROLS, properties: STYLE_PROPERTIES },
  );
}

/** A navigation inside the page, as a link click does: no reload, so whatever a remote injected stays. */
async function navigateInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const phoneOnlyControls = (page: Page) => [
  page.locator('#kora-sidebar').getByRole('button', { name: localeText('shell', 'nav.menu') }),
  page.locator('#kora-player').getByRole('button', { name: localeText('shell', 'player.open') }),
];

test.use({ viewport: { width: 1366, height: 768 } });

test("visiting every remote leaves the chrome's look as it was on the first load of /", async ({ page, request }) => {
  test.setTimeout(90_000);
  await acceptCookies(page);
  await signInAs(page, request, ARTIST);
  await page.goto('/');
  await expect(page.locator('[data-parcel]').first()).toBeVisible();
  for (const control of phoneOnlyControls(page)) await expect(control).toBeHidden();
  // The footer comes as it is scrolled to; once there, it stays for the rest of the visit.
  await scrollToFooter(page);
  const firstLoad = await chromeStyles(page);
  expect(firstLoad.length).toBeGreaterThan(10);

  for (const visit of VISITS) {
    await navigateInPage(page, visit.path);
    const main = page.locator('#kora-main');
    if (visit.heading) await expect(main.getByRole('heading', { name: visit.heading, level: 1 })).toBeVisible();
    else await expect(main.getByRole('tablist')).toBeVisible();

    await navigateInPage(page, '/');
    await expect(page.locator('[data-parcel]').first()).toBeVisible();
    for (const control of phoneOnlyControls(page)) await expect(control, `after ${visit.path}`).toBeHidden();
    expect(await chromeStyles(page), `chrome after visiting ${visit.path}`).toEqual(firstLoad);
  }
});
