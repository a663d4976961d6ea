import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { audioOf } from '../support/catalogue-session';
import { DEMO_LISTENER } from '../support/catalogue-session';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout';
import {
  DEMO_ALBUM,
  demoAlbum,
  goOffline,
  savedCopies,
  signInOnce,
  untilPageKnowsOffline,
  untilWorkerControls,
} from '../support/offline-session';
import { acceptCookies, localeText, ORIGINS } from '../support/site';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.mjs';

// These flows are about the service worker: it runs here (the other flows keep the page's own network).
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => acceptCookies(page));

test('a Starter listener saves an album, opens Kora with no network, plays and seeks it, and the listen counts once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const album = await demoAlbum(request);
  await signInOnce(page, request);
  await page.goto(href('release', { id: album.id }));
  await untilWorkerControls(page);

  await page.getByRole('button', { name: `Écouter « ${DEMO_ALBUM} » hors ligne` }).click();
  await expect(page.getByText('Disponible hors ligne')).toBeVisible({ timeout: 60_000 });
  const saved = await savedCopies(page);
  expect(saved.filter((url) => url.includes('/uploads/audio/'))).toHaveLength(album.tracks.length);
  expect(saved.some((url) => url.includes('/audio/masters') || url.includes('/download'))).toBe(false);

  const first = album.tracks[0];
  const playsBefore = first.playsCount;

  await goOffline(context, page);
  const opening = Date.now();
  await page.goto(href('library'));
  await untilPageKnowsOffline(page);
  const offlineShelf = page.getByRole('region', { name: 'Hors ligne' });
  await expect(offlineShelf.getByText(DEMO_ALBUM, { exact: true })).toBeVisible();
  console.log(`/library opened offline in ${Date.now() - opening} ms`);
  // What needs the network says so in its own area; the chrome and the player are there.
  await expect(page.getByText('Vous êtes hors ligne').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  await offlineShelf.getByRole('button', { name: `Lire « ${DEMO_ALBUM} »` }).click();
  const player = audioOf(page);
  await expect.poll(player.time, { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(await player.paused()).toBe(false);
  const middle = await player.audio.evaluate((audio: HTMLAudioElement) => {
    audio.currentTime = audio.duration / 2;
    return audio.duration / 2;
  });
  await expect.poll(player.time, { timeout: 10_000 }).toBeGreaterThan(middle + 0.3);

  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const { tracks } = await demoAlbum(request);
        return tracks.find((track) => track.id === first.id)?.playsCount;
      },
      { timeout: 20_000 },
    )
    .toBe(playsBefore + 1);
  // Sent once: the page coming back online again sends nothing more.
  await page.reload();
  await page.waitForTimeout(1500);
  const { tracks } = await demoAlbum(request);
  expect(tracks.find((track) => track.id === first.id)?.playsCount).toBe(playsBefore + 1);

  // Signing out removes the copies from the device.
  await page
    .getByRole('button', { name: localeText('shell', 'userMenu.toggle').replace('{{username}}', 'marc.ondes') })
    .click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: localeText('shell', 'userMenu.logout') })
    .click();
  await expect.poll(() => savedCopies(page)).toEqual([]);
});

test('a Free listener is told offline listening comes with Starter and Premium, with the way there', async ({
  page,
  request,
}) => {
  const album = await demoAlbum(request);
  await signInOnce(page, request, DEMO_LISTENER);
  await page.goto(href('release', { id: album.id }));
  await page.getByRole('button', { name: `Écouter « ${DEMO_ALBUM} » hors ligne` }).click();
  await expect(page.getByText("L'écoute hors ligne est comprise dans les forfaits Starter et Premium.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir les forfaits' })).toBeVisible();
  expect(await savedCopies(page)).toEqual([]);
});

test('Kora meets Chromium’s installability criteria: manifest, icons, service worker', async ({ request }) => {
  test.setTimeout(60_000);
  const manifest = await request.get(`${ORIGINS.shell}/manifest.webmanifest`);
  expect(manifest.ok()).toBe(true);
  const body = (await manifest.json()) as {
    display: string;
    lang: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(body.display).toBe('standalone');
  expect(body.lang).toBe('fr');
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  // An installed app is never an incognito profile's: a profile of its own, as a listener's browser has.
  const profile = mkdtempSync(path.join(tmpdir(), 'kora-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    serviceWorkers: 'allow',
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await signInOnce(page, browser.request);
    await page.reload();
    await untilWorkerControls(page);
    const session = await browser.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
