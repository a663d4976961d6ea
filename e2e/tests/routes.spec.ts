import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, scrollToFooter } from '../support/site';

// Every route of the table is opened, and its screen checked inside the chrome, by layout.spec.ts; these
// are the addresses the table does not hold.

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('an address of no route shows the shell page that says so, inside the chrome', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: localeText('shell', 'notFound.title') })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await scrollToFooter(page);
});

test('a screen that needs an account sends a visitor to the sign-in screen', async ({ page }) => {
  await page.goto('/artist/dashboard');
  await expect(page).toHaveURL(/\/signin\?next=%2Fartist%2Fdashboard/);
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-account', 'screens.signIn') })).toBeVisible();
});
