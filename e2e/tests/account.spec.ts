import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, ORIGINS } from '../support/site';
import { payOnTestCheckout, TEST_CARDS } from '../support/account-checkout';
import { resetLinkFor } from '../support/account-mail';
import {
  expiredToken,
  newAccount,
  registerThroughApi,
  signInThroughApi,
  type TestAccount,
} from '../support/account-session';

const text = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (result, [name, value]) => result.replace(`{{${name}}}`, value),
    localeText('mf-account', key),
  );

/** The page's main area, where the remotes render (the chrome has live regions of its own). */
const main = (page: Page) => page.getByRole('main');

const heading = (page: Page, screen: string) =>
  page.getByRole('heading', { level: 1, name: localeText('mf-account', `screens.${screen}`) });

async function signInOnScreen(page: Page, account: Pick<TestAccount, 'username' | 'password'>) {
  await page.getByLabel(text('fields.usernameOrEmail')).fill(account.username);
  await page.getByLabel(text('fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('signIn.submit') }).click();
}

async function openPlanTab(page: Page) {
  await page.getByRole('tab', { name: text('tabs.plan') }).click();
  await page.getByRole('button', { name: text('plan.upgrade') }).click();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('register, sign in, upgrade to Premium through the test checkout, become an artist, sign out', async ({
  page,
}) => {
  const account = newAccount('flow');

  await page.goto('/register');
  await page.getByLabel(text('fields.username')).fill(account.username);
  await page.getByLabel(text('fields.email')).fill(account.email);
  await page.getByLabel(text('fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: new RegExp(text('privacy.policy')) }).check();
  await page.getByRole('button', { name: text('register.submit') }).click();
  // Registered is signed in, on the home page (spec §4).
  await expect(page).toHaveURL(`${ORIGINS.shell}/`);
  await expect(page.getByText(text('register.welcome').replace('{{username}}', account.username))).toBeVisible();
  const userMenu = page.getByRole('button', {
    name: localeText('shell', 'userMenu.toggle').replace('{{username}}', account.username),
  });
  await expect(userMenu).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(text('plan.none'))).toBeVisible();
  // The artist zone says up front what it takes to create, with the way to the plan.
  await page.getByRole('tab', { name: text('tabs.artist') }).click();
  await expect(
    page.getByText(text('creator.planRequired.artistOrPodcaster').replace('{{plan}}', 'Premium')),
  ).toBeVisible();

  await openPlanTab(page);
  await page.getByRole('radio', { name: /Premium/ }).check();
  await page.getByRole('button', { name: text('upgrade.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/api/payments/checkout/`));
  await payOnTestCheckout(page, TEST_CARDS.accepted);

  await expect(heading(page, 'subscriptionSuccess')).toBeVisible();
  await expect(page.getByText(text('subscription.updated'))).toBeVisible();
  await expect(page.getByText(text('subscription.currentPlan', { plan: 'Premium' }))).toBeVisible();
  await page.getByRole('link', { name: text('subscription.toProfile') }).click();

  await expect(page.locator('.kora-plan-badge')).toHaveText('Premium');
  await page.getByRole('tab', { name: text('tabs.artist') }).click();
  await page.getByLabel(text('artist.name')).fill(`Artiste ${account.username}`);
  await page.getByRole('button', { name: text('artist.become') }).click();
  await expect(page.getByText(text('artist.welcome'))).toBeVisible();
  await expect(page.getByRole('link', { name: text('artist.dashboard') })).toHaveAttribute('href', '/artist/dashboard');

  await userMenu.click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: localeText('shell', 'userMenu.logout') })
    .click();
  await expect(userMenu).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('jwt_token'), localStorage.getItem('username')])).toEqual([
    null,
    null,
  ]);
});

test('a declined test card leaves the plan unchanged and says why', async ({ page, request }) => {
  const account = newAccount('declined');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);

  await page.goto('/profile');
  await expect(page.getByText(text('plan.none'))).toBeVisible();
  await openPlanTab(page);
  await page.getByRole('radio', { name: /Starter/ }).check();
  await page.getByRole('button', { name: text('upgrade.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/api/payments/checkout/`));
  await payOnTestCheckout(page, TEST_CARDS.declined);
  await expect(main(page).getByRole('alert')).toContainText('Votre carte a été refusée.');

  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(heading(page, 'subscriptionCancel')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(text('plan.none'))).toBeVisible();
  await expect(page.getByRole('tab', { name: text('tabs.events') })).toHaveCount(0);
});

test('an expired token on the profile leads to the sign-in screen with the session-expired message', async ({
  page,
}) => {
  await page.addInitScript((token) => {
    localStorage.setItem('jwt_token', token);
    localStorage.setItem('username', 'lea.martin');
  }, expiredToken());
  await page.goto('/profile');
  await expect(page).toHaveURL(`${ORIGINS.shell}/signin?next=%2Fprofile`);
  await expect(heading(page, 'signIn')).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText('Session expirée. Veuillez vous reconnecter.');
  expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();
  // Signed in again, the reader is back where the session ended.
  await signInOnScreen(page, { username: 'lea.martin', password: 'Ecoute2025' });
  await expect(page).toHaveURL(`${ORIGINS.shell}/profile`);
});

test('forgot password: the mailed link sets a new password that signs in', async ({ page, request }) => {
  const account = newAccount('forgot');
  await registerThroughApi(request, account);

  await page.goto('/forgot');
  await page.getByLabel(text('fields.email')).fill(account.email);
  await page.getByRole('checkbox', { name: new RegExp(text('privacy.policy')) }).check();
  await page.getByRole('button', { name: text('forgot.submit') }).click();
  await expect(main(page).getByRole('status')).toHaveText(text('forgot.sent'));

  await page.goto(await resetLinkFor(account.email));
  await expect(heading(page, 'resetPassword')).toBeVisible();
  await page.getByRole('textbox', { name: text('fields.newPassword'), exact: true }).fill('Nouveau2025');
  await page.getByLabel(text('fields.confirmPassword')).fill('Nouveau2025');
  await page.getByRole('button', { name: text('reset.submit') }).click();
  await expect(main(page).getByRole('status')).toHaveText(text('reset.success'));
  await page.getByRole('link', { name: text('register.goToSignIn') }).click();

  await signInOnScreen(page, { username: account.username, password: 'Nouveau2025' });
  await expect(page.getByText(text('signIn.success'))).toBeVisible();
  await expect(page).toHaveURL(`${ORIGINS.shell}/`);
});

test('the account screens have no serious or critical accessibility violations', async ({ page, request }) => {
  const account = newAccount('a11y');
  await registerThroughApi(request, account);
  const blocking = async (area = '#kora-remote-account') => {
    const results = await new AxeBuilder({ page }).include(area).analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  };

  for (const screen of ['register', 'signIn', 'forgot'] as const) {
    await page.goto(screen === 'signIn' ? '/signin' : `/${screen}`);
    await expect(heading(page, screen)).toBeVisible();
    expect(await blocking()).toEqual([]);
  }

  await signInThroughApi(page, request, account);
  await page.goto('/profile');
  await expect(page.getByText(text('plan.none'))).toBeVisible();
  expect(await blocking()).toEqual([]);
  await openPlanTab(page);
  await expect(page.getByRole('dialog', { name: text('upgrade.title') })).toBeVisible();
  await page.getByRole('radio', { name: /Premium/ }).check();
  // The dialog is rendered at the end of the page, outside the account area.
  expect(await blocking('[role="dialog"]')).toEqual([]);
});
