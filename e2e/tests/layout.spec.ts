import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { href, ROUTES, type RouteId } from '@kora/shared/routes';
import { acceptCookies, localeText, watchNetwork } from '../support/site';
import { purchaseText } from '../support/purchases-flow';
import { productToHold } from '../support/store-stock';
import { demoPath, demoVisits, userFor, type DemoIds, type DemoSession, type DemoUser } from '../support/demo-visits';
import {
  boxInWindow,
  expectUsableInWindow,
  layoutProblems,
  scrollToTheEnd,
  WINDOWS,
  type WindowName,
} from '../support/layout';

/*
 * Where things are, not only what they say: every route of the table shows its screen inside the chrome
 * and is read to its end at a laptop's and a phone's width; the player while a track plays, the cart's
 * payment step and the modals.
 */

let sessions: Record<DemoUser, DemoSession>;
let ids: DemoIds;

test.beforeAll(async () => {
  ({ sessions, ids } = await demoVisits());
});

async function openAs(page: Page, who: DemoUser | null) {
  await acceptCookies(page);
  if (!who) return;
  const session = sessions[who];
  await page.addInitScript(({ token, username, email }) => {
    localStorage.setItem('jwt_token', token);
    localStorage.setItem('username', username);
    if (email) localStorage.setItem('user_email', email);
  }, session);
}

async function expectLaidOut(page: Page) {
  expect(await layoutProblems(page), 'layout problems').toEqual([]);
}

const routeIds = Object.keys(ROUTES) as RouteId[];
const shell = (key: string, values?: Record<string, string>) => localeText('shell', key, 'fr', values);

const APP_DIRS = {
  catalogue: 'mf-catalogue',
  events: 'mf-events',
  store: 'mf-store',
  account: 'mf-account',
  creator: 'mf-creator',
} as const;

/**
 * What the route's level-1 heading says: the screen's name (a detail page adds its item's after it), the
 * shell page's title; none to check on the home, and on a playlist, whose heading is its name.
 */
function screenHeading(id: RouteId): string | null {
  const app = ROUTES[id].app;
  if (id === 'home' || id === 'playlist') return null;
  if (app === 'shell') return shell(`${id}.title`);
  return localeText(APP_DIRS[app], `screens.${id}`);
}

for (const windowName of Object.keys(WINDOWS) as WindowName[]) {
  test.describe(`at ${WINDOWS[windowName].width} × ${WINDOWS[windowName].height}`, () => {
    test.use({ viewport: WINDOWS[windowName] });

    // A screen for everyone is read signed out at both widths, and signed in on a phone, where the
    // header holds the most; a screen that needs an account is read by the user it is meant for.
    const visits = routeIds.flatMap((id) => {
      const user = userFor(id);
      const listenerToo = windowName === 'phone' && !user && ROUTES[id].app !== 'account';
      return [{ id, user }, ...(listenerToo ? [{ id, user: 'listener' as DemoUser }] : [])];
    });

    for (const { id, user } of visits) {
      test(`${ROUTES[id].path} ${user ? `as ${user}` : 'signed out'}: its screen in the chrome, nothing wider than the window, a bounded height, the footer reachable`, async ({
        page,
      }) => {
        await openAs(page, user);
        const settled = watchNetwork(page);
        await page.goto(demoPath(id, ids));
        await settled();
        // The route's own screen, inside the chrome.
        const heading = screenHeading(id);
        await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        if (windowName === 'desktop') {
          await expect(page.getByRole('navigation', { name: shell('nav.label') })).toBeVisible();
        }
        await scrollToTheEnd(page, () => settled(200));
        await expectLaidOut(page);
        await expect(page.getByRole('contentinfo')).toBeInViewport();
      });
    }

    test('the header and the menu row leave the page most of the window, signed out and signed in', async ({
      page,
    }) => {
      // A phone's screen is mostly the page: the chrome above it takes less than 120 px of its 844.
      const most = windowName === 'phone' ? 120 : 100;
      for (const who of [null, 'premium'] as const) {
        await openAs(page, who);
        await page.goto(href('releases'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const chrome = await page.evaluate(() => document.querySelector('#kora-main')!.getBoundingClientRect().top);
        expect(chrome, `the page starts ${chrome} px down the window`).toBeLessThan(most);
      }
    });

    test('while an album plays, the player keeps previous, pause, next and the seek bar inside the window, and they answer', async ({
      page,
    }) => {
      await openAs(page, null);
      await page.goto(href('release', { id: ids.album }));
      await page.getByRole('button', { name: localeText('mf-catalogue', 'release.playAll') }).click();
      const player = page.locator('#kora-player-panel');
      const pause = player.getByRole('button', { name: shell('player.pause') });
      if (windowName === 'phone') {
        // On a phone the player folds into a button that opens it over the page.
        await page.getByRole('button', { name: shell('player.open') }).click();
      }
      await expect(pause).toBeVisible();
      await expectUsableInWindow(pause, 'Pause');
      for (const [key, what] of [
        ['player.previous', 'Previous'],
        ['player.next', 'Next'],
      ] as const) {
        const control = player.getByRole('button', { name: shell(key) });
        await expect(control).toBeVisible();
        const { inside } = await boxInWindow(control);
        expect(inside, `${what} lies inside the window`).toBe(true);
        expect(
          await control.evaluate((button) => {
            const box = button.getBoundingClientRect();
            return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }),
          `${what} is not covered`,
        ).toBe(true);
      }
      const seek = player.getByTestId('kora-audio');
      await expectUsableInWindow(seek, 'the seek bar');
      await pause.click();
      await expect(player.getByRole('button', { name: shell('player.play') })).toBeVisible();
      expect(await seek.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
      await expectLaidOut(page);
    });

    test("the cart's payment step fits the window while the customer types a card number", async ({
      page,
      request,
    }) => {
      await openAs(page, 'listener');
      // The payment is left unfinished: its stock stays held for a while, so not on a product a flow counts.
      await page.goto(href('product', { id: (await productToHold(request)).id }));
      await page
        .getByRole('button', { name: new RegExp(`^${localeText('mf-store', 'common.addToCart')}`) })
        .first()
        .click();
      await page.goto(href('cart'));
      await page.getByLabel(localeText('mf-store', 'cart.customer.name')).fill('Awa Diop');
      await page.getByRole('button', { name: localeText('mf-store', 'cart.payment.pay') }).click();
      const number = page.getByLabel(localeText('mf-store', 'cart.card.number'));
      await number.fill('4242 4242 4242 4242');
      await expectLaidOut(page);
      const card = page.getByRole('region', { name: localeText('mf-store', 'cart.card.title') });
      const box = (await card.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(WINDOWS[windowName].width);
      for (const label of ['cart.card.nameOnCard', 'cart.card.number', 'cart.card.expiry', 'cart.card.cvc']) {
        const field = page.getByLabel(localeText('mf-store', label));
        await field.scrollIntoViewIfNeeded();
        await expectUsableInWindow(field, label);
      }
      const submit = card.getByRole('button', { name: localeText('mf-store', 'cart.card.submit'), exact: true });
      await submit.scrollIntoViewIfNeeded();
      await expectUsableInWindow(submit, 'Payer');
    });

    test('the track payment and ticket modals lie inside the window', async ({ page }) => {
      await openAs(page, 'premium');
      await page.goto(href('release', { id: ids.album }));
      await page
        .getByRole('button', { name: new RegExp(`^${purchaseText('buyShort')}`) })
        .first()
        .click();
      const purchase = page.getByRole('dialog');
      await expect(purchase).toBeVisible();
      await expectUsableInWindow(purchase, 'the track payment modal');
      await expectLaidOut(page);
      await page.keyboard.press('Escape');
      await expect(purchase).toBeHidden();

      await page.goto(href('event', { id: ids.event }));
      const ticketButton = [localeText('mf-events', 'detail.buyTickets'), localeText('mf-events', 'detail.bookFree')];
      await page.getByRole('button', { name: new RegExp(`^(${ticketButton.join('|')})$`) }).click();
      const tickets = page.getByRole('dialog');
      await expect(tickets).toBeVisible();
      await expectUsableInWindow(tickets, 'the ticket modal');
      await expectLaidOut(page);
    });
  });
}
