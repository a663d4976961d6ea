import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { test, expect } from '../support/fixtures';
import { payOnTestCheckout, TEST_CARDS } from '../support/account-checkout';
import { newAccount, registerThroughApi, signInThroughApi, type TestAccount } from '../support/account-session';
import { DEMO_ORGANIZER, posterPng, publishedEvent, ticketIdOf, tokenOf } from '../support/events-session';
import { signInAs } from '../support/purchases-session';
import { readQrCode } from '../support/qr-code';
import { acceptCookies, localeText, ORIGINS, scrollToHomeSection } from '../support/site';

const PAID_EVENT = 'Lina Duval – Showcase acoustique';
const FREE_EVENT = 'Lina Duval – Atelier chant et looper';

test.beforeEach(async ({ page }) => acceptCookies(page));

async function newListener(request: APIRequestContext, prefix: string): Promise<TestAccount> {
  const account = newAccount(prefix);
  await registerThroughApi(request, account);
  return account;
}

/** A second person on their own device, signed in. */
async function pageOf(browser: Browser, request: APIRequestContext, account: TestAccount | typeof DEMO_ORGANIZER) {
  const context = await browser.newContext({ locale: 'fr-FR', baseURL: ORIGINS.shell });
  const page = await context.newPage();
  await acceptCookies(page);
  if ('email' in account) await signInThroughApi(page, request, account);
  else await signInAs(page, request, account);
  return page;
}

async function walletBalance(page: Page) {
  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.wallet') }).click();
  return page.getByRole('tabpanel');
}

const qrCodes = (page: Page, event: string) =>
  page.getByRole('img', {
    name: new RegExp(`^${localeText('mf-events', 'tickets.qrAlt', 'fr', { type: '.+', id: '\\d+', event })}$`),
  });

test('a listener tops up the wallet, buys two tickets, holds them with QR codes and transfers one', async ({
  page,
  request,
  browser,
}) => {
  const listener = await newListener(request, 'fan');
  const friend = await newListener(request, 'ami');
  const event = await publishedEvent(request, PAID_EVENT);
  const regular = event.ticketTypes.find((type) => type.name === 'Regular')!;
  await signInThroughApi(page, request, listener);

  const wallet = await walletBalance(page);
  await wallet.getByLabel(localeText('mf-account', 'wallet.topUp.amount')).fill('100');
  await wallet.getByRole('button', { name: localeText('mf-account', 'wallet.topUp.submit') }).click();
  await payOnTestCheckout(page, TEST_CARDS.accepted);
  await expect(page.getByText(localeText('mf-account', 'wallet.return.credited'))).toBeVisible();
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(/100,00\s€/)
      .first(),
  ).toBeVisible();

  await page.goto(href('event', { id: event.id }));
  await page.getByRole('button', { name: localeText('mf-events', 'detail.buyTickets') }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('radio', { name: /^Regular/ }).check();
  await modal.getByLabel(localeText('mf-events', 'ticketModal.quantity')).fill('2');
  await expect(modal.getByText(/Total : 30,00\s€/)).toBeVisible();
  await modal.getByRole('button', { name: localeText('mf-events', 'ticketModal.buy'), exact: true }).click();
  await expect(modal.getByText(localeText('mf-events', 'ticketModal.success'))).toBeVisible();

  const after = await walletBalance(page);
  await expect(after.getByText(new RegExp(`${100 - 2 * regular.price},00\\s€`)).first()).toBeVisible();

  await page.goto(href('tickets'));
  await expect(qrCodes(page, PAID_EVENT)).toHaveCount(2);
  const [first, second] = [
    await readQrCode(qrCodes(page, PAID_EVENT).nth(0)),
    await readQrCode(qrCodes(page, PAID_EVENT).nth(1)),
  ];
  expect(first).toMatch(/^KT1\./);
  expect(second).not.toBe(first);

  await page
    .getByRole('button', { name: new RegExp(`^${localeText('mf-events', 'tickets.transfer.open')}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(localeText('mf-events', 'tickets.transfer.recipient')).fill(friend.username);
  await dialog.getByRole('button', { name: localeText('mf-events', 'tickets.transfer.next') }).click();
  await dialog.getByRole('button', { name: localeText('mf-events', 'tickets.transfer.confirm') }).click();
  await expect(
    dialog.getByText(localeText('mf-events', 'tickets.transfer.done', 'fr', { recipient: friend.username })),
  ).toBeVisible();
  await dialog.getByRole('button', { name: localeText('mf-events', 'tickets.transfer.close') }).click();
  await expect(qrCodes(page, PAID_EVENT)).toHaveCount(1);
  await expect(page.getByText(localeText('mf-events', 'tickets.status.transferred'), { exact: true })).toBeVisible();

  const friendPage = await pageOf(browser, request, friend);
  await friendPage.goto(href('tickets'));
  await expect(qrCodes(friendPage, PAID_EVENT)).toHaveCount(1);
  const given = await readQrCode(qrCodes(friendPage, PAID_EVENT));
  expect([first, second]).not.toContain(given);
  await friendPage.context().close();
});

test('the organiser checks tickets in at the door: a code once, a second scan refused, and one more with the network cut that syncs when it returns', async ({
  page,
  request,
  browser,
}) => {
  const holder = await newListener(request, 'porteur');
  const event = await publishedEvent(request, FREE_EVENT);
  const holderToken = await tokenOf(request, holder);
  const bought = await request.post(`${ORIGINS.api}/api/events/${event.id}/buy-ticket`, {
    headers: { authorization: `Bearer ${holderToken}` },
    data: { ticketTypeId: event.ticketTypes[0].id, quantity: 2 },
  });
  expect(bought.status()).toBe(201);

  await signInThroughApi(page, request, holder);
  await page.goto(href('tickets'));
  await expect(qrCodes(page, FREE_EVENT)).toHaveCount(2);
  const codes = [
    await readQrCode(qrCodes(page, FREE_EVENT).nth(0)),
    await readQrCode(qrCodes(page, FREE_EVENT).nth(1)),
  ];

  const door = await pageOf(browser, request, DEMO_ORGANIZER);
  await door.goto(href('eventCheckIn', { id: event.id }));
  await expect(door.getByText(/Liste téléchargée le/)).toBeVisible();
  const scan = async (code: string) => {
    await door.getByLabel(localeText('mf-events', 'checkIn.code.label')).fill(code);
    await door.getByRole('button', { name: localeText('mf-events', 'checkIn.code.submit'), exact: true }).click();
  };
  const verdict = door.getByRole('region', { name: localeText('mf-events', 'checkIn.verdict.region') });

  await scan(codes[0]);
  await expect(verdict).toContainText(localeText('mf-events', 'checkIn.verdict.checked-in'));
  await scan(codes[0]);
  await expect(verdict).toContainText(localeText('mf-events', 'checkIn.verdict.already-used'));

  await door.context().setOffline(true);
  await scan(codes[1]);
  await expect(verdict).toContainText(localeText('mf-events', 'checkIn.verdict.checked-in'));
  await expect(
    door.getByText(localeText('mf-events', 'checkIn.counter.waiting_one', 'fr', { count: 1 })),
  ).toBeVisible();
  await door.context().setOffline(false);
  await expect(door.getByText(localeText('mf-events', 'checkIn.counter.allSynced'))).toBeVisible();

  const organizerToken = await tokenOf(request, DEMO_ORGANIZER);
  const list = await (
    await request.get(`${ORIGINS.api}/api/events/${event.id}/check-in`, {
      headers: { authorization: `Bearer ${organizerToken}` },
    })
  ).json();
  const statusOf = (code: string) =>
    list.tickets.find((ticket: { id: number }) => ticket.id === ticketIdOf(code))?.status;
  expect([statusOf(codes[0]), statusOf(codes[1])]).toEqual(['used', 'used']);
  await door.context().close();
});

/** Fills the event form's required fields. */
async function fillEvent(page: Page, title: string, startsOn: string) {
  await page.getByLabel(localeText('mf-events', 'form.title')).fill(title);
  await page
    .getByLabel(localeText('mf-events', 'form.description'), { exact: true })
    .fill('Une soirée pour tester la billetterie.');
  const start = page.getByRole('group', { name: localeText('mf-events', 'form.start') });
  await start.getByLabel(localeText('mf-events', 'form.date')).fill(startsOn);
  await start.getByLabel(localeText('mf-events', 'form.time')).fill('10:00');
  await page.getByLabel(localeText('mf-events', 'form.place.name')).fill('Salle Kora');
  await page.getByLabel(localeText('mf-events', 'form.place.city')).fill('Dakar');
  const firstType = page.getByRole('group', { name: localeText('mf-events', 'form.ticketType', 'fr', { number: 1 }) });
  await firstType.getByLabel(localeText('mf-events', 'form.ticketName')).fill('Regular');
  await firstType.getByLabel(localeText('mf-events', 'form.price')).fill('20');
  await firstType.getByLabel(localeText('mf-events', 'form.quantity')).fill('100');
}

test('an artist creates an event with two ticket types and an image, publishes it to /events and the home, then unpublishes it', async ({
  page,
  request,
}) => {
  const title = `Nuit d'essai ${Date.now().toString(36)}`;
  const tomorrow = new Date(Date.now() + 86400000).toISOString().slice(0, 10);
  await signInAs(page, request, DEMO_ORGANIZER);
  await page.goto(href('eventCreate'));
  await fillEvent(page, title, tomorrow);
  await page.getByRole('button', { name: localeText('mf-events', 'form.addTicketType') }).click();
  const vip = page.getByRole('group', { name: localeText('mf-events', 'form.ticketType', 'fr', { number: 2 }) });
  await vip.getByLabel(localeText('mf-events', 'form.ticketName')).fill('VIP');
  await vip.getByLabel(localeText('mf-events', 'form.price')).fill('45');
  await vip.getByLabel(localeText('mf-events', 'form.quantity')).fill('10');
  await vip.getByLabel(localeText('mf-events', 'form.vip')).check();
  await page
    .getByLabel(localeText('mf-events', 'form.image'))
    .setInputFiles({ name: 'affiche.png', mimeType: 'image/png', buffer: posterPng() });
  await page.getByRole('button', { name: localeText('mf-events', 'form.create') }).click();

  await expect(page).toHaveURL(`${ORIGINS.shell}${href('profile')}`);
  await expect(page.getByRole('tab', { name: localeText('mf-account', 'tabs.events') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = page.getByRole('listitem', { name: title });
  await expect(row.getByText(localeText('mf-events', 'manager.status.draft'))).toBeVisible();
  await row.getByRole('button', { name: localeText('mf-events', 'manager.publish') }).click();
  await expect(page.getByText(localeText('mf-events', 'manager.published', 'fr', { title }))).toBeVisible();

  const created = await publishedEvent(request, title);
  expect(created.ticketTypes.map((type) => [type.name, type.price])).toEqual([
    ['Regular', 20],
    ['VIP', 45],
  ]);
  expect((created as unknown as { imageUrl: string }).imageUrl).toMatch(/\/uploads\/images\/.+\.png$/);

  await page.goto(href('events'));
  await page.getByLabel(localeText('mf-events', 'list.search')).fill(title);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.goto(href('home'));
  await scrollToHomeSection(page, 'upcoming-events');
  await expect(
    page
      .getByRole('region', { name: localeText('mf-events', 'home.upcomingEvents') })
      .getByRole('link', { name: title })
      .first(),
  ).toBeAttached();

  await page.goto(href('profile'));
  await page.getByRole('tab', { name: localeText('mf-account', 'tabs.events') }).click();
  await page
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: localeText('mf-events', 'manager.unpublish') })
    .click();
  await expect(page.getByText(localeText('mf-events', 'manager.unpublished', 'fr', { title }))).toBeVisible();

  await page.goto(href('events'));
  await page.getByLabel(localeText('mf-events', 'list.search')).fill(title);
  await expect(page.getByText(localeText('mf-events', 'list.noMatch'))).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(href('home'));
  await scrollToHomeSection(page, 'upcoming-events');
  await expect(
    page
      .getByRole('region', { name: localeText('mf-events', 'home.upcomingEvents') })
      .getByRole('link')
      .first(),
  ).toBeAttached();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('a listener on the free plan is refused event creation with the reason and a way to the plans', async ({
  page,
  request,
}) => {
  const listener = await newListener(request, 'gratuit');
  await signInThroughApi(page, request, listener);
  await page.goto(href('eventCreate'));
  // Said before anything is typed: the form is not offered to a plan that cannot publish it.
  await expect(
    page.getByText(localeText('mf-events', 'form.planNeeded', 'fr', { plans: 'Starter ou Premium' })),
  ).toBeVisible();
  await expect(page.getByLabel(localeText('mf-events', 'form.title'))).toHaveCount(0);
  await page.getByRole('link', { name: localeText('mf-events', 'form.seePlans') }).click();
  await expect(page).toHaveURL(new RegExp(`${href('profile')}$`));
});
