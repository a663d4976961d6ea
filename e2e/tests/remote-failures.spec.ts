import type { Page, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
  acceptCookies,
  commonText,
  firstGesture,
  localeText,
  ORIGINS,
  scrollThroughHome,
  scrollToHomeSection,
} from '../support/site';

const EVENTS_ENTRY = `${ORIGINS.events}/remoteEntry.js`;

const navigation = (page: Page) => page.getByRole('navigation', { name: localeText('shell', 'nav.label') });
const retryButton = (page: Page, app: string) =>
  page.locator(`#kora-remote-${app}`).getByRole('button', { name: commonText('sectionUnavailable.retry') });
const reloadButton = (page: Page, app: string) =>
  page.locator(`#kora-remote-${app}`).getByRole('button', { name: commonText('sectionUnavailable.reload') });

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a release of the events remote whose code cannot run asks for a reload, offers no Retry, and the other remotes keep working', async ({
  page,
}) => {
  await page.route(EVENTS_ENTRY, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: 'var mf_events = { init: ;',
    }),
  );
  await page.goto('/events');
  await firstGesture(page);
  const events = page.locator('#kora-remote-events');
  await expect(events.getByText(commonText('sectionUnavailable.updated'))).toBeVisible({ timeout: 15_000 });
  await expect(reloadButton(page, 'events')).toBeVisible();
  await expect(retryButton(page, 'events')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();

  await navigation(page)
    .getByRole('link', { name: localeText('shell', 'nav.store') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-store', 'screens.store') })).toBeVisible();
  await navigation(page)
    .getByRole('link', { name: localeText('shell', 'nav.home') })
    .click();
  await scrollToHomeSection(page, 'new-releases');
  await expect(page.getByRole('heading', { name: localeText('mf-catalogue', 'home.newReleases') })).toBeVisible();
  await scrollToHomeSection(page, 'product-strip');
  await expect(page.getByRole('heading', { name: localeText('mf-store', 'home.products') })).toBeVisible();

  // The fixed release is out: Reload brings the section back.
  await navigation(page)
    .getByRole('link', { name: localeText('shell', 'nav.events') })
    .click();
  await expect(reloadButton(page, 'events')).toBeVisible({ timeout: 15_000 });
  await page.unroute(EVENTS_ENTRY);
  await reloadButton(page, 'events').click();
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-events', 'screens.events') })).toBeVisible();
});

test('an events remote answering 503 offers Retry, which brings the section back once it answers again', async ({
  page,
}) => {
  await page.route(EVENTS_ENTRY, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto('/events');
  await firstGesture(page);
  const events = page.locator('#kora-remote-events');
  await expect(events.getByText(commonText('sectionUnavailable.title'))).toBeVisible({ timeout: 15_000 });
  await expect(events.getByText(commonText('sectionUnavailable.updated'))).toHaveCount(0);

  await page.unroute(EVENTS_ENTRY);
  await retryButton(page, 'events').click();
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-events', 'screens.events') })).toBeVisible();
});

test('a failed load of the catalogue screens leaves the catalogue sections of the home page working', async ({
  page,
  request,
}) => {
  // The catalogue's screens module alone fails (the sections of the home page are other modules of it).
  const manifest = (await (await request.get(`${ORIGINS.catalogue}/mf-manifest.json`)).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] } } }[];
  };
  const screens = manifest.exposes.find((expose) => expose.path === './app');
  // Chunks the screens share with the sections (formatters, for one) are not the screens' own.
  const sections = new Set(
    manifest.exposes.filter((expose) => expose !== screens).flatMap((expose) => expose.assets.js.sync),
  );
  const own = screens?.assets.js.sync.filter((file) => !sections.has(file)) ?? [];
  expect(own.length).toBeGreaterThan(0);
  const failing = new Set(own.map((file) => `${ORIGINS.catalogue}/${file}`));
  const failScreens = (route: Route) =>
    failing.has(route.request().url().split('?')[0]) ? route.fulfill({ status: 503 }) : route.fallback();
  await page.route(`${ORIGINS.catalogue}/**/*.js`, failScreens);
  // What runs of the catalogue stays loaded: its entry is never fetched again, which a forced
  // re-registration of the remote would do, throwing away the running sections' code and state.
  let entryFetches = 0;
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${ORIGINS.catalogue}/remoteEntry.js`)) entryFetches += 1;
  });

  await page.goto('/');
  await scrollThroughHome(page);
  await navigation(page)
    .getByRole('link', { name: localeText('shell', 'nav.artists') })
    .click();
  await expect(retryButton(page, 'catalogue')).toBeVisible({ timeout: 15_000 });

  await navigation(page)
    .getByRole('link', { name: localeText('shell', 'nav.home') })
    .click();
  await scrollThroughHome(page);
  await expect(page.getByRole('heading', { name: localeText('mf-catalogue', 'home.newReleases') })).toBeVisible();
  await expect(page.locator('#kora-main').getByText(commonText('sectionUnavailable.title'))).toHaveCount(0);
  expect(entryFetches).toBe(1);

  await page.unroute(`${ORIGINS.catalogue}/**/*.js`, failScreens);
  await navigation(page)
    .getByRole('link', { name: localeText('shell', 'nav.artists') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('mf-catalogue', 'screens.artists') }),
  ).toBeVisible();
});
