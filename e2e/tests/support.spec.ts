import type { APIRequestContext, Browser } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { expect, test } from '../support/fixtures';
import { tokenOf } from '../support/events-session';
import { FREE_LISTENER, PREMIUM_LISTENER, signInAs } from '../support/purchases-session';
import { acceptCookies, localeText, ORIGINS } from '../support/site';

/** The demo support team's account (README, "Demo accounts"). */
const SUPPORT_TEAM = { username: 'support.kora', password: 'Support2025' };

const account = (key: string, values: Record<string, string | number> = {}) =>
  localeText('mf-account', key, 'fr', values);
const shell = (key: string, values: Record<string, string | number> = {}) => localeText('shell', key, 'fr', values);

test.beforeEach(async ({ page }) => acceptCookies(page));

async function pageOf(browser: Browser, request: APIRequestContext, who: { username: string; password: string }) {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: ORIGINS.shell });
  const page = await context.newPage();
  await acceptCookies(page);
  await signInAs(page, request, who);
  return page;
}

test('a Premium request comes first in the staff inbox, is answered, and the answer reaches its author', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now();
  // A Free listener asked first…
  const earlier = await request.post(`${ORIGINS.api}/api/support/requests`, {
    headers: { authorization: `Bearer ${await tokenOf(request, FREE_LISTENER)}` },
    data: { subject: `Billet introuvable ${stamp}`, category: 'tickets', message: 'Je ne trouve plus mon billet.' },
  });
  expect(earlier.status()).toBe(201);

  // …then a Premium listener, from the profile's 'Aide' tab.
  const subject = `Facture en double ${stamp}`;
  await signInAs(page, request, PREMIUM_LISTENER);
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: account('tabs.support') }).click();
  await page.getByRole('button', { name: account('support.newRequest') }).click();
  await page.getByLabel(account('support.fields.subject')).fill(subject);
  await page
    .getByLabel(account('support.fields.category'))
    .selectOption({ label: account('support.categories.payment') });
  await page
    .getByRole('textbox', { name: account('support.fields.message') })
    .fill('Mon abonnement a été facturé deux fois ce mois-ci.');
  await page.getByRole('button', { name: account('support.send') }).click();
  await expect(page.getByText(account('support.sent', { count: 24 }))).toBeVisible();

  // The team's inbox: Premium first, though it came last.
  const team = await pageOf(browser, request, SUPPORT_TEAM);
  await team.goto(href('support'));
  const inbox = team.getByRole('region', { name: account('support.inbox.title') });
  await expect(inbox.getByText(subject)).toBeVisible();
  const entries = inbox.getByRole('listitem');
  const subjects = await entries.allTextContents();
  const premiumAt = subjects.findIndex((text) => text.includes(subject));
  const freeAt = subjects.findIndex((text) => text.includes(`Billet introuvable ${stamp}`));
  expect(premiumAt).toBeGreaterThanOrEqual(0);
  expect(freeAt).toBeGreaterThan(premiumAt);
  await expect(entries.nth(premiumAt)).toContainText(account('support.inbox.premium'));

  await entries.nth(premiumAt).getByRole('button').click();
  await team.getByLabel(account('support.fields.reply')).fill('Bonjour Sofia, le second prélèvement est annulé.');
  await team.getByRole('button', { name: account('support.replySend') }).click();
  await expect(team.getByText(account('support.replied'))).toBeVisible();
  await team.context().close();

  // The author hears of it in the bell, and reads it in 'Aide'.
  await page.goto(href('home'));
  const bell = page.getByRole('button', { name: new RegExp(`^${shell('notifications.toggle')}, \\d+ non lues?$`) });
  await bell.click();
  await expect(page.getByText(shell('notifications.kinds.support-reply.message', { subject }))).toBeVisible();
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: account('tabs.support') }).click();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByText('Bonjour Sofia, le second prélèvement est annulé.')).toBeVisible();
  await expect(page.getByText(account('support.promise', { count: 24 }))).toBeVisible();
});
