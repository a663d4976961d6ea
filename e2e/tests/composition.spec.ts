import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, ORIGINS, scrollThroughHome } from '../support/site';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a link to another remote navigates without a reload while a track keeps playing', async ({ page }) => {
  await page.goto('/');
  await scrollThroughHome(page);
  await page
    .getByRole('button', { name: /^Écouter / })
    .first()
    .click();
  const audio = page.getByTestId('kora-audio');
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const timeBefore = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
  await page
    .getByRole('navigation', { name: localeText('shell', 'nav.label') })
    .getByRole('link', { name: localeText('shell', 'nav.events') })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-events', 'screens.events') })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(timeBefore);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
});

test('the remote left behind is unmounted', async ({ page }) => {
  await page.goto('/releases');
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('mf-catalogue', 'screens.releases') }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: localeText('shell', 'nav.label') })
    .getByRole('link', { name: localeText('shell', 'nav.store') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-store', 'screens.store') })).toBeVisible();
  await expect(page.locator('#kora-remote-catalogue')).not.toContainText(
    localeText('mf-catalogue', 'screens.releases'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('React is fetched once on a page that shows three remotes', async ({ page }) => {
  const reactDomCopies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // Only react-dom's client renderer tags DOM nodes with this key.
    if (body.includes('__reactFiber$')) reactDomCopies.push(response.url());
  });
  await page.goto('/');
  await scrollThroughHome(page);
  await expect(page.getByRole('heading', { name: localeText('mf-catalogue', 'home.newReleases') })).toBeVisible();
  await expect(page.getByRole('heading', { name: localeText('mf-events', 'home.upcomingEvents') })).toBeVisible();
  await expect(page.getByRole('heading', { name: localeText('mf-store', 'home.products') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reactDomCopies).toHaveLength(1);
});

test('the home page fetches nothing from the account and creator remotes', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await scrollThroughHome(page);
  await expect(page.getByRole('heading', { name: localeText('mf-catalogue', 'home.newReleases') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.startsWith(ORIGINS.account) || url.startsWith(ORIGINS.creator))).toEqual([]);
  expect(requested.some((url) => url.startsWith(ORIGINS.catalogue))).toBe(true);

  await page
    .getByRole('navigation', { name: localeText('shell', 'nav.label') })
    .getByRole('link', { name: localeText('shell', 'nav.login') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-account', 'screens.signIn') })).toBeVisible();
  expect(requested.some((url) => url.startsWith(ORIGINS.account))).toBe(true);
  expect(requested.some((url) => url.startsWith(ORIGINS.creator))).toBe(false);
});
