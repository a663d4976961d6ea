import type { Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { expect, test } from '../support/fixtures';
import { buyButton, downloadButton, purchaseText } from '../support/purchases-flow';
import { eventAtPrice } from '../support/events-session';
import { releasesForSale } from '../support/purchases-session';
import { acceptCookies, localeText, ORIGINS } from '../support/site';
import { productToHold } from '../support/store-stock';

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

test('a wallet in FCFA is topped up with 5 000 FCFA by Orange Money, then pays a ticket priced in euros', async ({
  page,
  request,
}) => {
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

  // A ticket at 5,00 € from the FCFA wallet: the modal says what the wallet gives for it before buying.
  const event = await eventAtPrice(request, `Scène ouverte ${account.username}`, 5);
  await page.goto(href('event', { id: event.id }));
  await page.getByRole('button', { name: localeText('mf-events', 'detail.buyTickets') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('radio', { name: /^Entrée/ }).check();
  await expect(modal.getByText(/^Débité de votre portefeuille : 3\s280\sFCFA \(5,00\s€\)$/)).toBeVisible();
  await modal.getByRole('button', { name: localeText('mf-events', 'ticketModal.buy'), exact: true }).click();
  await expect(modal.getByText(localeText('mf-events', 'ticketModal.success'))).toBeVisible();

  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.wallet') }).click();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/1\s720\sFCFA/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/3\s280\sFCFA \(5,00\s€\)/)
      .first(),
  ).toBeVisible();
});

test('a cart is paid by Wave: the FCFA said first, the order confirmed and its payment in the history', async ({
  page,
  request,
}) => {
  const account = newAccount('panier');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  const product = await productToHold(request);
  await page.goto(href('product', { id: product.id }));
  await page
    .getByRole('button', { name: new RegExp(`^${localeText('mf-store', 'common.addToCart')}`) })
    .first()
    .click();
  await page.goto(href('cart'));
  await page.getByLabel(localeText('mf-store', 'cart.customer.name')).fill('Awa Diop');
  await page.getByLabel(localeText('mf-store', 'cart.customer.email')).fill(account.email);
  await page.getByRole('radio', { name: localeText('mf-store', 'cart.payment.mobileMoney') }).check();
  await page.getByLabel(localeText('mf-store', 'cart.payment.operator')).selectOption({ label: 'Wave' });
  await expect(page.getByText(/^Vous allez payer [\d\s]+FCFA \([\d\s,]+€\)$/)).toBeVisible();
  await page.getByRole('button', { name: /^Payer [\d\s]+FCFA$/ }).click();

  await payOnTheSimulator(page, 'Wave', CONFIRMED, 'Valider');
  await expect(page.getByText(/Commande confirmée : KORA-S-\d+/)).toBeVisible();

  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.orders') }).click();
  const order = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: /KORA-S-\d+/ });
  await expect(order).toContainText(/Wave · \+225 07 •• •• •• 01 · [\d\s]+FCFA/);
});

test('a plan paid by MTN MoMo is a prepaid month, renewed in one tap', async ({ page, request }) => {
  const account = newAccount('forfait');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.plan') }).click();
  await page.getByRole('button', { name: localeText('mf-account', 'plan.upgrade') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('radio', { name: /Starter/ }).check();
  await modal.getByRole('radio', { name: localeText('mf-account', 'planPayment.methods.mobile_money') }).check();
  await modal.getByLabel(localeText('mf-account', 'planPayment.operator')).selectOption({ label: 'MTN MoMo' });
  await expect(
    modal.getByText(/^Vous allez payer 6\s554\sFCFA \(9,99\s€\) pour un mois, sans renouvellement automatique\.$/),
  ).toBeVisible();
  await modal.getByRole('button', { name: localeText('mf-account', 'upgrade.submit') }).click();

  await payOnTheSimulator(page, 'MTN MoMo', CONFIRMED, 'Valider');
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.shell}/`));
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.plan') }).click();
  await expect(page.getByText(/^Prépayé jusqu’au /)).toBeVisible();

  // One tap: the same month again with the operator this device paid with, straight to the phone.
  await page.getByRole('button', { name: localeText('mf-account', 'plan.renew') }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGINS.api}/api/payments/mobile-money/simulator/`));
  await expect(page.getByLabel('Opérateur')).toHaveValue('mtn');
});

async function tokenOf(request: Parameters<typeof registerThroughApi>[0], account: ReturnType<typeof newAccount>) {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, {
    data: { username: account.username, password: account.password },
  });
  return ((await response.json()) as { token: string }).token;
}
