import type { Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { apiList, audioOf } from '../support/catalogue-session';
import { expect, test } from '../support/fixtures';
import { PREMIUM_LISTENER, signInAs } from '../support/purchases-session';
import { acceptCookies, localeText } from '../support/site';

interface Release {
  id: number;
  title: string;
}
interface Track {
  title: string;
}

const shell = (key: string) => localeText('shell', key);
const catalogue = (key: string) => localeText('mf-catalogue', key);

test.beforeEach(async ({ page }) => acceptCookies(page));

/** A demo album with at least `count` tracks, and its tracks. */
async function albumOf(request: Parameters<typeof apiList>[0], count: number) {
  for (const album of await apiList<Release>(request, '/releases?type=album&limit=20')) {
    const { tracks } = (await (await request.get(`http://localhost:4000/api/releases/${album.id}`)).json()) as {
      tracks: Track[];
    };
    if (tracks.length >= count) return { album, tracks };
  }
  throw new Error(`no demo album of ${count} tracks`);
}

/** Plays the album from its first track and lets `ends` tracks end by themselves. */
async function listenThrough(page: Page, album: Release, tracks: Track[], ends: number) {
  const player = page.locator('#kora-player-panel');
  const { time, skipToEnd } = audioOf(page);
  await page.goto(href('release', { id: album.id }));
  await page.getByRole('button', { name: catalogue('release.playAll') }).click();
  for (let index = 0; index < ends; index += 1) {
    await expect(player).toContainText(tracks[index].title, { timeout: 10_000 });
    await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.2);
    await skipToEnd();
  }
  return player;
}

test('a Free listener hears a spot after three tracks, cannot skip it, then the music goes on', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const listener = newAccount('gratuit');
  await registerThroughApi(request, listener);
  await signInThroughApi(page, request, listener);
  const { album, tracks } = await albumOf(request, 5);

  const player = await listenThrough(page, album, tracks, 3);
  const label = player.getByRole('status').filter({ hasText: shell('player.spot.label') });
  await expect(label).toBeVisible({ timeout: 10_000 });
  await expect(player.getByRole('button', { name: shell('player.next') })).toBeDisabled();
  await expect(player.getByRole('button', { name: shell('player.previous') })).toBeDisabled();
  await expect(player.getByRole('link', { name: shell('player.spot.withoutAds') })).toBeVisible();

  // The spot plays to its end (30 s at most), then the fourth track.
  await expect(player).toContainText(tracks[3].title, { timeout: 45_000 });
  await expect(label).toHaveCount(0);
  await expect(player.getByRole('button', { name: shell('player.next') })).toBeEnabled();
});

test('a Premium listener plays four tracks and hears no spot', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAs(page, request, PREMIUM_LISTENER);
  const { album, tracks } = await albumOf(request, 5);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/ads/next')) asked.push(sent.url());
  });

  const player = await listenThrough(page, album, tracks, 4);
  await expect(player).toContainText(tracks[4].title, { timeout: 10_000 });
  await expect(player.getByText(shell('player.spot.label'))).toHaveCount(0);
  expect(asked).toEqual([]);
});
