import type { Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { test, expect } from '../support/fixtures';
import { TEST_CARDS } from '../support/account-checkout';
import {
  buyButton,
  buyWithCard,
  downloadAndCheck,
  downloadButton,
  expectDownloadRefused,
  purchaseText,
} from '../support/purchases-flow';
import {
  firstClipForSale,
  FREE_LISTENER,
  PREMIUM_LISTENER,
  releasesForSale,
  signInAs,
  type ReleaseForSale,
} from '../support/purchases-session';
import { acceptCookies, ORIGINS } from '../support/site';

/** Each flow has its own single (newest first), so none depends on what another bought or downloaded. */
const SINGLE_OF = { rebuy: 0, premium: 1, declined: 2 } as const;

async function singleFor(flow: keyof typeof SINGLE_OF, request: Parameters<typeof releasesForSale>[0]) {
  const release = (await releasesForSale(request, 'single'))[SINGLE_OF[flow]];
  if (!release?.tracks[0]) throw new Error(`no single with a track for the ${flow} flow`);
  return { release, track: release.tracks[0] };
}

async function openRelease(page: Page, release: ReleaseForSale) {
  await page.goto(href('release', { id: release.id }));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(release.title) })).toBeVisible();
}

/** Back on the release page from the checkout: the address without the payment parameters, and the alert. */
async function expectBackWithSuccess(page: Page, release: ReleaseForSale, kind: 'track' | 'album') {
  await expect(page).toHaveURL(`${ORIGINS.shell}${href('release', { id: release.id })}`);
  const message = purchaseText(kind === 'album' ? 'albumPaymentSuccess' : 'paymentSuccess');
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: message })).toBeVisible();
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a listener buys a single by card, downloads it once, is refused a second download, buys it again and downloads once more', async ({
  page,
  request,
}) => {
  const { release, track } = await singleFor('rebuy', request);
  await signInAs(page, request, FREE_LISTENER);
  await openRelease(page, release);

  await buyWithCard(page, buyButton(page, 'track', track.title), TEST_CARDS.accepted);
  await expectBackWithSuccess(page, release, 'track');
  await downloadAndCheck(page, request, track);
  await expectDownloadRefused(page, track.title);

  await buyWithCard(page, buyButton(page, 'track', track.title), TEST_CARDS.accepted);
  await expectBackWithSuccess(page, release, 'track');
  await downloadAndCheck(page, request, track);
  await expectDownloadRefused(page, track.title);
});

test('a listener buys an album by card and downloads each of its tracks once', async ({ page, request }) => {
  const albums = (await releasesForSale(request, 'album')).filter((album) => album.tracks.length > 1);
  const album = albums.reduce((smallest, next) => (next.tracks.length < smallest.tracks.length ? next : smallest));
  await signInAs(page, request, FREE_LISTENER);
  await openRelease(page, album);

  await buyWithCard(page, buyButton(page, 'album', album.title), TEST_CARDS.accepted);
  await expectBackWithSuccess(page, album, 'album');
  for (const [index, track] of album.tracks.entries()) {
    await downloadAndCheck(page, request, track, index === 0 ? 'mp3-320' : 'master');
  }
  await expectDownloadRefused(page, album.tracks[0].title);
});

test('a premium listener downloads the same track twice without buying it', async ({ page, request }) => {
  const { release, track } = await singleFor('premium', request);
  await signInAs(page, request, PREMIUM_LISTENER);
  await openRelease(page, release);

  await downloadAndCheck(page, request, track);
  await downloadAndCheck(page, request, track, 'mp3-320');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a declined card buys nothing: the download still asks to buy the track', async ({ page, request }) => {
  const { release, track } = await singleFor('declined', request);
  await signInAs(page, request, FREE_LISTENER);
  await openRelease(page, release);

  await buyWithCard(page, buyButton(page, 'track', track.title), TEST_CARDS.declined);
  await expect(page.getByRole('alert')).toContainText('Votre carte a été refusée.');
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(`${ORIGINS.shell}${href('release', { id: release.id })}`);
  await expect(page.getByRole('main').getByText(purchaseText('paymentSuccess'))).toHaveCount(0);

  let saved = 0;
  page.on('download', () => (saved += 1));
  await downloadButton(page, track.title).click();
  await expect(page.getByRole('dialog', { name: purchaseText('modalTitle', { title: track.title }) })).toBeVisible();
  expect(saved).toBe(0);
});

test("a video clip's download button on the artist page opens the purchase modal of its track", async ({
  page,
  request,
}) => {
  const { artistSlug, clipTitle, track } = await firstClipForSale(request);
  await signInAs(page, request, FREE_LISTENER);
  await page.goto(href('artist', { idOrSlug: artistSlug }));
  await downloadButton(page, clipTitle).click();
  const dialog = page.getByRole('dialog', { name: purchaseText('modalTitle', { title: track.title }) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(purchaseText('oneDownload'))).toBeVisible();
  await dialog.getByRole('button', { name: purchaseText('cancel') }).click();
  await expect(dialog).toBeHidden();
});
