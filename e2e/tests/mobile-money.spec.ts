import type { Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { expect, test } from '../support/fixtures';
import { buyButton, downloadButton, purchaseText } from '../support/purchases-flow';
import { releasesForSale } from '../support/purchases-session';
import { acceptCookies, localeText, ORIGINS } from '../support/site';

/** The simulator's test numbers (README, "Payments"). */
const CONFIRMED = '+225 07 00 00 00 01';
const DECLINED = '+225 07 00 00 00 02';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** On the API's mobile-money page: the operator and the number, Payer, then the phone's answer. */
async function payOnTheSimulator(page: Page, operator: string, phone: string, answer: 'Valider' | 'Refuser') {
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/api/payments/mobile-money/simulator/`));
  await page.getByLabel('Opérateur').selectOption({ label: operator });
  await page.getByLabel('Numéro de téléphone').fill(phone);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez le paiement sur votre téléphone' })).toBeVisible();
  await page.getByRole('button', { name: answer, exact: true }).click();
}

test('a listener buys a track by MTN MoMo in three screens, sees the FCFA first, and downloads it', async ({
  page,
  request,
}) => {
  const account = newAccount('momo');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  const release = (await releasesForSale(request, 'single'))[3];
  const track = release.tracks[0];
  await page.goto(href('release', { id: release.id }));

  // Screen 1: the payment modal says what mobile money will charge before leaving.
  await buyButton(page, 'track', track.title).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: purchaseText('mobileMoney') }).check();
  await expect(dialog.getByText(/^Vous allez payer 1\s306\sFCFA \(1,99\s€\)$/)).toBeVisible();
  await dialog.getByRole('button', { name: /^Payer 1\s306\sFCFA$/ }).click();

  // Screens 2 and 3: the operator's page, then the phone's confirmation.
  await payOnTheSimulator(page, 'MTN MoMo', CONFIRMED, 'Valider');

  await expect(page).toHaveURL(`${ORIGINS.shell}${href('release', { id: release.id })}`);
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: purchaseText('paymentSuccess') }),
  ).toBeVisible();
  await expect(downloadButton(page, track.title)).toBeVisible();

  // Chosen once, offered first the next time.
  await page.reload();
  await buyButton(page, 'track', track.title).click();
  await expect(page.getByRole('dialog').getByRole('radio', { name: purchaseText('mobileMoney') })).toBeChecked();
});

test('a payment the operator declines grants nothing and says so', async ({ page, request }) => {
  const account = newAccount('refus');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  const release = (await releasesForSale(request, 'single'))[4];
  const track = release.tracks[0];
  await page.goto(href('release', { id: release.id }));
  await buyButton(page, 'track', track.title).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: purchaseText('mobileMoney') }).check();
  await dialog.getByRole('button', { name: /^Payer .*FCFA$/ }).click();

  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/api/payments/mobile-money/simulator/`));
  await page.getByLabel('Opérateur').selectOption({ label: 'Orange Money' });
  await page.getByLabel('Numéro de téléphone').fill(DECLINED);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Paiement refusé' })).toBeVisible();

  const purchased = await request.get(`${ORIGINS.api}/api/track/${track.id}/is-purchased`, {
    headers: { authorization: `Bearer ${await tokenOf(request, account)}` },
  });
  expect(((await purchased.json()) as { purchased: boolean }).purchased).toBe(false);
});

test('a wallet in FCFA is topped up with 5 000 FCFA by Orange Money', async ({ page, request }) => {
  const account = newAccount('wave');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.wallet') }).click();
  const wallet = page.getByRole('tabpanel');
  await wallet.getByLabel(localeText('mf-account', 'wallet.topUp.currency')).selectOption('XOF');
  await wallet.getByLabel(localeText('mf-account', 'wallet.topUp.amount')).fill('5000');
  await wallet.getByRole('radio', { name: localeText('mf-account', 'wallet.topUp.mobileMoney') }).check();
  await expect(wallet.getByText(/^Vous allez payer 5\s000\sFCFA$/)).toBeVisible();
  await wallet.getByRole('button', { name: localeText('mf-account', 'wallet.topUp.submit') }).click();

  await payOnTheSimulator(page, 'Orange Money', CONFIRMED, 'Valider');
  await expect(page.getByText(localeText('mf-account', 'wallet.return.credited'))).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/5\s000\sFCFA/)
      .first(),
  ).toBeVisible();
});

async function tokenOf(request: Parameters<typeof registerThroughApi>[0], account: ReturnType<typeof newAccount>) {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, {
    data: { username: account.username, password: account.password },
  });
  return ((await response.json()) as { token: string }).token;
}
