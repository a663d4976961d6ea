import { href } from '@kora/shared/routes';
import { TEST_CARDS } from '../support/account-checkout';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { expect, test } from '../support/fixtures';
import { buyButton, buyWithCard } from '../support/purchases-flow';
import { releasesForSale } from '../support/purchases-session';
import { acceptCookies, localeText } from '../support/site';

const shellText = (key: string, values: Record<string, string | number> = {}) => localeText('shell', key, 'fr', values);

test('a visitor sees no badge and is asked to sign in', async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  const bell = page.getByRole('button', { name: shellText('notifications.toggle'), exact: true });
  await bell.click();
  await expect(page.getByText(shellText('notifications.signInHint'))).toBeVisible();
  await expect(page.getByText(shellText('notifications.kinds.payment-declined.title'))).toHaveCount(0);
});

test('a track bought in one tab appears live in the bell of another, and reading it clears the badge', async ({
  context,
  request,
}) => {
  const account = newAccount('bell');
  await registerThroughApi(request, account);
  const [release] = await releasesForSale(request, 'single');
  const track = release.tracks[0];

  const watcher = await context.newPage();
  await acceptCookies(watcher);
  await signInThroughApi(watcher, request, account);
  await watcher.goto(href('releases'));
  const quietBell = watcher.getByRole('button', { name: shellText('notifications.toggle'), exact: true });
  await expect(quietBell).toBeVisible();

  const buyer = await context.newPage();
  await acceptCookies(buyer);
  await buyer.goto(href('release', { id: release.id }));
  await buyWithCard(buyer, buyButton(buyer, 'track', track.title), TEST_CARDS.accepted);
  await buyer.close();

  // The watching tab was never reloaded: the notification came over its open stream.
  const bell = watcher.getByRole('button', { name: shellText('notifications.toggleUnread_one', { count: 1 }) });
  await expect(bell).toBeVisible();
  await bell.click();
  const entry = watcher.getByRole('link', {
    name: new RegExp(shellText('notifications.kinds.purchase-confirmed.title')),
  });
  await expect(entry).toContainText(
    shellText('notifications.kinds.purchase-confirmed.message', { title: track.title }),
  );
  await entry.click();
  await expect(quietBell).toBeVisible();
});
