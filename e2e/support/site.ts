import { expect, type Page, type Request } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

function textIn(localesDir: string, key: string, language: string): string {
  const file = path.join(root, localesDir, `${language}.json`);
  const texts: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`${localesDir} has no ${language} text ${key}`);
  return value;
}

/** The `locales` folders one level below `folder` of an app (its common parts, the shell's chrome parts). */
function partLocales(appDir: string, folder: string): string[] {
  const parts = path.join(root, appDir, 'src', folder);
  return existsSync(parts) ? readdirSync(parts).map((part) => `${appDir}/src/${folder}/${part}/locales`) : [];
}

/**
 * Where an app keeps its texts: its own locales, then its common, each feature's, its pages' (the shell's
 * static pages) and its chrome parts' (the shell's notifications).
 */
function localeDirsOf(appDir: string): string[] {
  const features = path.join(root, appDir, 'src/features');
  const featureDirs = existsSync(features)
    ? readdirSync(features).map((feature) => `${appDir}/src/features/${feature}/locales`)
    : [];
  const pageDirs = [`${appDir}/src/pages/locales`];
  return [
    `${appDir}/src/locales`,
    `${appDir}/src/common/locales`,
    ...partLocales(appDir, 'common'),
    ...featureDirs,
    ...pageDirs,
    ...partLocales(appDir, 'chrome'),
  ].filter((dir) => existsSync(path.join(root, dir)));
}

/** A text of an app's locale files, e.g. localeText('mf-events', 'screens.events'), with its {{values}}. */
export function localeText(
  appDir: string,
  key: string,
  language = 'fr',
  values: Record<string, string | number> = {},
): string {
  // A feature's file may hold its texts under its name ('tickets.qrAlt'), or bare when the app puts them
  // under the feature's name itself ('favourites.add' is `add` in features/favourites).
  const attempts = localeDirsOf(appDir).flatMap((dir) => {
    const feature = /\/features\/([^/]+)\/locales$/.exec(dir)?.[1];
    const bare = feature && key.startsWith(`${feature}.`) ? [{ dir, key: key.slice(feature.length + 1) }] : [];
    return [{ dir, key }, ...bare];
  });
  for (const attempt of attempts) {
    try {
      const text = textIn(attempt.dir, attempt.key, language);
      return Object.entries(values).reduce<string>(
        (result, [name, value]) => result.replace(`{{${name}}}`, String(value)),
        text,
      );
    } catch {
      // not in this folder: the next one
    }
  }
  throw new Error(`${appDir} has no ${language} text ${key}`);
}

/** A text of the kernel's common namespace (loading, retry, section unavailable…). */
export function commonText(key: string, language = 'fr'): string {
  return textIn('shared/src/i18n/locales', key, language);
}

/**
 * Accepts cookies up front so the banner does not cover what a test looks at: on the device, and in the
 * cookie the site's server reads to leave the banner out of the page it draws.
 */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.context().addCookies([{ name: 'cookiesAccepted', value: 'true', url: ORIGINS.shell }]);
}

/**
 * Makes the visitor's first gesture, then waits until the page's code has taken over what the server drew:
 * no first-content block and no inert control of the server's left in the header, the sidebar and the main
 * area (the footer's copy stays until it is read).
 */
export async function pageTakenOver(page: Page): Promise<void> {
  await firstGesture(page);
  await expect(
    page.locator('[data-kora-first-content], :is(#kora-header, #kora-sidebar, #kora-main) [data-kora-inert]'),
  ).toHaveCount(0);
}

/**
 * The visitor's first gesture on a page (a key pressed, one that changes nothing): a remote's screen the
 * server drew for a first visit is taken over from then (shell/src/composition/take-over-on-gesture.ts).
 */
export async function firstGesture(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

export const ORIGINS = {
  shell: 'http://localhost:3000',
  catalogue: 'http://localhost:3001',
  events: 'http://localhost:3002',
  store: 'http://localhost:3003',
  account: 'http://localhost:3004',
  creator: 'http://localhost:3005',
  api: 'http://localhost:4000',
};

/**
 * Brings a home section into view, as a visitor scrolling to it does: the visitor's first gesture brings the
 * home's own code (until then the page is the server's), and sections below the fold are fetched as they
 * near the viewport. Resolves once the section is there.
 */
export async function scrollToHomeSection(page: Page, parcel: string): Promise<void> {
  await firstGesture(page);
  const slot = page.locator(`[data-parcel-slot="${parcel}"]`);
  await slot.scrollIntoViewIfNeeded();
  await expect(slot).toHaveAttribute('data-parcel', /.+/);
}

/** Scrolls to the bottom of the page, as a visitor does to reach the footer (fetched as it comes into view). */
export async function scrollToFooter(page: Page): Promise<void> {
  await page.locator('#kora-footer').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Reads the home page down to its last section, so every section has been fetched, then goes back up. */
export async function scrollThroughHome(page: Page): Promise<void> {
  await firstGesture(page);
  const slots = page.locator('[data-parcel-slot]');
  await expect(slots.first()).toBeAttached();
  const parcels = await slots.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-parcel-slot')),
  );
  for (const parcel of parcels) if (parcel) await scrollToHomeSection(page, parcel);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * What 'networkidle' means for a signed-in page, which keeps its notification stream open for good:
 * returns a wait for half a second with no request in flight, that stream aside. Call it before
 * navigating, so every request of the page is counted.
 */
export function watchNetwork(page: Page): (quietMs?: number) => Promise<void> {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const isStream = (request: Request) => request.url().includes('/api/notifications/stream');
  page.on('request', (request) => {
    if (isStream(request)) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // Quiet is counted from the call as well: what a scroll or a click starts (an observer's callback, a
  // render, then a read) may begin a moment after it, and must not be taken for a page at rest.
  return (quietMs = 500) => {
    const from = Date.now();
    return expect
      .poll(() => open.size === 0 && Date.now() - Math.max(lastChange, from) >= quietMs, {
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(true);
  };
}
