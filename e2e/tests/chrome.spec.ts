import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, pageTakenOver, scrollThroughHome } from '../support/site';

const nav = (page: import('@playwright/test').Page, language = 'fr') =>
  page.getByRole('navigation', { name: localeText('shell', 'nav.label', language) });

test('switching to English and Spanish translates the chrome and survives a reload', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: localeText('shell', 'nav.home') })).toBeVisible();

  await page.getByRole('combobox', { name: localeText('shell', 'language.label') }).selectOption('en');
  await expect(nav(page, 'en').getByRole('link', { name: localeText('shell', 'nav.events', 'en') })).toBeVisible();
  await page.reload();
  await expect(nav(page, 'en').getByRole('link', { name: localeText('shell', 'nav.events', 'en') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: localeText('shell', 'language.label', 'en') }).selectOption('es');
  await expect(nav(page, 'es').getByRole('link', { name: localeText('shell', 'nav.events', 'es') })).toBeVisible();
  await page.reload();
  await expect(nav(page, 'es').getByRole('link', { name: localeText('shell', 'nav.store', 'es') })).toBeVisible();
});

test('a script-injection value stored as the language falls back to French safely', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => localStorage.setItem('i18nextLng', '"><script>alert(1)</script>'));
  await acceptCookies(page);
  await page.goto('/');
  // The stored value is read by the page's code: what the server drew proves nothing until it has run.
  await pageTakenOver(page);
  await expect(nav(page).getByRole('link', { name: localeText('shell', 'nav.home') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: localeText('shell', 'language.label') })).toHaveValue('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(dialogs).toEqual([]);
  expect(await page.locator('script:not([src])').count()).toBe(0);
});

test('the chosen currency survives a reload', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  const currency = page.getByRole('combobox', { name: localeText('shell', 'currency.label') });
  await expect(currency).toHaveValue('EUR');
  await currency.selectOption('XOF');
  await page.reload();
  await expect(page.getByRole('combobox', { name: localeText('shell', 'currency.label') })).toHaveValue('XOF');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('XOF');
});

test('cookie banner, then the store promotion once accepted', async ({ page }) => {
  await page.goto('/');
  const cookies = page.getByRole('region', { name: localeText('shell', 'cookies.label') });
  await expect(cookies).toBeVisible();
  await cookies.getByRole('button', { name: localeText('shell', 'cookies.accept') }).click();
  await expect(cookies).toBeHidden();
  const promotion = page.getByRole('region', { name: localeText('shell', 'promotion.label') });
  await expect(promotion).toBeVisible();
  await expect(promotion.getByRole('link', { name: localeText('shell', 'promotion.link') })).toHaveAttribute(
    'href',
    '/store',
  );
  await promotion.getByRole('button', { name: localeText('shell', 'promotion.close') }).click();
  await expect(promotion).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: localeText('shell', 'cookies.label') })).toBeHidden();
});

test('the home page has no serious or critical accessibility violations', async ({ page }) => {
  // The hero's slides cross-fade as they turn: a slide caught half-faded reads as low contrast. Without
  // motion they turn at once, and every text is checked as a reader sees it between two turns.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await acceptCookies(page);
  await page.goto('/');
  await scrollThroughHome(page);
  await expect(page.getByRole('heading', { name: localeText('mf-catalogue', 'home.newReleases') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
