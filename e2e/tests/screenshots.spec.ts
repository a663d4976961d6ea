import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { href } from '@kora/shared/routes';
import { acceptCookies, localeText, watchNetwork } from '../support/site';
import { demoVisits, type DemoIds, type DemoSession } from '../support/demo-visits';
import { WINDOWS, type WindowName } from '../support/layout';

/*
 * What the chrome, the player, a release, a product and the cart look like at both widths, compared with
 * the pictures in screenshots.spec.ts-snapshots: a visual change is a reviewed change. After a deliberate
 * change, `npx playwright test screenshots --update-snapshots` in e2e/ writes the new pictures to review.
 * What differs from one run to the next (dates, play counts, stock left, the audio element's clock) is
 * masked.
 */

let ids: DemoIds;
let listener: DemoSession;

test.beforeAll(async () => {
  const visits = await demoVisits();
  ids = visits.ids;
  listener = visits.sessions.listener;
});

const shell = (key: string) => localeText('shell', key);

/** Opens a page and waits until it and its pictures have arrived, at the top. */
async function openSettled(page: Page, path: string): Promise<void> {
  const settled = watchNetwork(page);
  await page.goto(path);
  await settled();
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    // The pictures in the window (those further down load only as they near it).
    const inWindow = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return (
        !image.complete &&
        box.width > 0 &&
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    });
    await Promise.all(inWindow.map((image) => new Promise((done) => (image.onload = image.onerror = done))));
  });
}

const varying = (page: Page): Locator[] => [
  page.locator('time'),
  page.locator('.kora-cat-release__stats'),
  page.locator('.kora-product-detail__stock'),
  page.getByTestId('kora-audio'),
];

for (const windowName of Object.keys(WINDOWS) as WindowName[]) {
  test.describe(`at ${WINDOWS[windowName].width} px`, () => {
    test.use({ viewport: WINDOWS[windowName] });

    test.beforeEach(async ({ page }) => {
      await acceptCookies(page);
    });

    test('the chrome and the idle player', async ({ page }) => {
      await openSettled(page, href('about'));
      await expect(page).toHaveScreenshot(`chrome-${windowName}.png`, { mask: varying(page) });
      await expect(page.locator('#kora-player')).toHaveScreenshot(`player-idle-${windowName}.png`);
    });

    test('a release, and the player playing it', async ({ page }) => {
      await openSettled(page, href('release', { id: ids.album }));
      await expect(page).toHaveScreenshot(`release-${windowName}.png`, { mask: varying(page) });

      await page.getByRole('button', { name: localeText('mf-catalogue', 'release.playAll') }).click();
      const player = page.locator('#kora-player-panel');
      if (windowName === 'phone') await page.getByRole('button', { name: shell('player.open') }).click();
      await player.getByRole('button', { name: shell('player.pause') }).click();
      await expect(player.getByRole('button', { name: shell('player.play') })).toBeVisible();
      await page.mouse.move(0, 0);
      const picture = { mask: varying(page) };
      // On a phone the player opens over the page: the whole window shows it.
      if (windowName === 'phone') await expect(page).toHaveScreenshot(`player-playing-${windowName}.png`, picture);
      else await expect(page.locator('#kora-player')).toHaveScreenshot(`player-playing-${windowName}.png`, picture);
    });

    test('a product', async ({ page }) => {
      await openSettled(page, href('product', { id: ids.product }));
      await expect(page).toHaveScreenshot(`product-${windowName}.png`, { mask: varying(page) });
    });

    test('the cart with one product', async ({ page }) => {
      await page.addInitScript(({ token, username }) => {
        localStorage.setItem('jwt_token', token);
        localStorage.setItem('username', username);
      }, listener);
      await openSettled(page, href('product', { id: ids.product }));
      await page
        .getByRole('button', { name: new RegExp(`^${localeText('mf-store', 'common.addToCart')}`) })
        .first()
        .click();
      await openSettled(page, href('cart'));
      await expect(page).toHaveScreenshot(`cart-${windowName}.png`, { mask: varying(page) });
    });
  });
}
