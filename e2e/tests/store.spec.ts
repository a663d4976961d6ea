import type { APIRequestContext, Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { test, expect } from '../support/fixtures';
import { TEST_CARDS } from '../support/account-checkout';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { acceptCookies, localeText, ORIGINS, watchNetwork } from '../support/site';
import { productsInStock, stockOf } from '../support/store-stock';

const store = (key: string, values: Record<string, string | number> = {}) => localeText('mf-store', key, 'fr', values);
const shell = (key: string, values: Record<string, string | number> = {}) => localeText('shell', key, 'fr', values);

test.beforeEach(async ({ page }) => acceptCookies(page));

async function signedInListener(page: Page, request: APIRequestContext, prefix: string) {
  const account = newAccount(prefix);
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  return account;
}

const addButton = (scope: Page | ReturnType<Page['locator']>, title: string) =>
  scope.getByRole('button', { name: `${store('common.addToCart')} (${title})` });

const cartToggle = (page: Page, count: number) =>
  page.getByRole('button', { name: shell(`cart.toggle_${new Intl.PluralRules('fr').select(count)}`, { count }) });

/** The summary's Total line ('Total 42,50 €'). */
const summaryTotal = (page: Page) =>
  page
    .getByRole('region', { name: store('cart.summary.title') })
    .locator('div')
    .filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${store('cart.summary.total')}$`) }) })
    .last();

async function payWithCard(page: Page, card: string) {
  await page.getByRole('button', { name: store('cart.payment.pay') }).click();
  await page.getByLabel(store('cart.card.nameOnCard')).fill('Test Kora');
  await page.getByLabel(store('cart.card.number')).fill(card);
  await page.getByLabel(store('cart.card.expiry')).fill('12/34');
  await page.getByLabel(store('cart.card.cvc')).fill('123');
  await page.getByRole('button', { name: store('cart.card.submit'), exact: true }).click();
}

async function fillCustomer(page: Page, email: string) {
  await page.getByLabel(store('cart.customer.name')).fill('Awa Diop');
  await page.getByLabel(store('cart.customer.email')).fill(email);
}

test('a listener fills the cart from the store and a recommendation, applies the demo code and pays: the order is in the profile with the discounted total, the stock went down', async ({
  page,
  request,
}) => {
  const listener = await signedInListener(page, request, 'acheteuse');
  const [first, second] = await productsInStock(request);
  const stockBefore = await stockOf(request, first.id);

  await page.goto(href('store'));
  await addButton(page, first.title).click();
  await addButton(page, second.title).click();
  await expect(cartToggle(page, 2)).toBeVisible();

  const networkQuiet = watchNetwork(page);
  await page.goto(href('product', { id: first.id }));
  // The carousel lays its slides out once its pictures have come.
  await networkQuiet();
  const recommended = page.getByRole('region', { name: store('detail.recommend') });
  const other = recommended.getByRole('button', { name: new RegExp(`^${store('common.addToCart')} \\(`) });
  await other.first().click();
  await expect(cartToggle(page, 3)).toBeVisible();

  await page.goto(href('cart'));
  await page.getByLabel(store('cart.promo.label')).fill('BIENVENUE10');
  await page.getByRole('button', { name: store('cart.promo.apply') }).click();
  await expect(page.getByText(store('cart.promo.applied', { code: 'BIENVENUE10' }))).toBeVisible();
  const total = summaryTotal(page);
  await expect(total).toContainText('€');
  const charged = ((await total.textContent()) ?? '').match(/[\d\s.,]+\s€/)?.[0]?.trim();
  expect(charged).toBeTruthy();

  await fillCustomer(page, listener.email);
  await payWithCard(page, TEST_CARDS.accepted);
  await expect(page).toHaveURL(`${ORIGINS.shell}/`);
  await expect(page.getByText(/Commande confirmée : KORA-S-\d+/)).toBeVisible();
  await expect(cartToggle(page, 0)).toBeVisible();

  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.orders') }).click();
  const order = page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: /KORA-S-\d+/ });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(charged!);
  expect(await stockOf(request, first.id)).toBe(stockBefore - 1);
});

test('a declined card charges nothing and leaves the cart as it was', async ({ page, request }) => {
  const listener = await signedInListener(page, request, 'refusee');
  const [product] = await productsInStock(request);
  const stockBefore = await stockOf(request, product.id);
  await page.goto(href('product', { id: product.id }));
  await page
    .getByRole('button', { name: new RegExp(`^${store('common.addToCart')}`) })
    .first()
    .click();
  await expect(cartToggle(page, 1)).toBeVisible();

  await page.goto(href('cart'));
  await fillCustomer(page, listener.email);
  await payWithCard(page, TEST_CARDS.declined);
  await expect(page.getByText(/^Échec du paiement :/)).toBeVisible();
  await expect(page).toHaveURL(`${ORIGINS.shell}${href('cart')}`);
  await expect(page.getByRole('link', { name: product.title })).toBeVisible();
  await expect(cartToggle(page, 1)).toBeVisible();
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.orders') }).click();
  await expect(page.getByRole('tabpanel').getByText(/KORA-S-\d+/)).toHaveCount(0);
  // Nothing is sold: the unit stays reserved for another card until the reservation expires.
  expect(await stockOf(request, product.id)).toBe(stockBefore - 1);
});

test('switching to FCFA re-prices the store, a release page and the cart, without decimals', async ({
  page,
  request,
}) => {
  const [product] = await productsInStock(request);
  await page.goto(href('store'));
  await page.getByLabel(shell('currency.label')).selectOption('XOF');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: product.title }) });
  await expect(card).toContainText(/\d[\d\s]*\sFCFA/);
  await expect(card).not.toContainText('€');

  const releases = await (
    await request.get(`${ORIGINS.api}/api/releases`, { params: { type: 'single', limit: 1 } })
  ).json();
  await page.goto(href('release', { id: releases[0].id }));
  await expect(
    page
      .getByRole('main')
      .getByText(/\d[\d\s]*\sFCFA/)
      .first(),
  ).toBeVisible();

  await page.goto(href('store'));
  await addButton(page, product.title).click();
  await page.goto(href('cart'));
  const total = summaryTotal(page);
  await expect(total).toContainText(/\d[\d\s]*\sFCFA/);
  await expect(total).not.toContainText(/FCFA[^—]*,\d/);
  await expect(page.getByText(/FCFA — débité [\d,]+\s€/)).toBeVisible();
});
