import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { href } from '@kora/shared/routes';
import { test, expect } from '../support/fixtures';
import { audioOf, DEMO_LISTENER } from '../support/catalogue-session';
import { demoAlbum, signInOnce, untilWorkerControls } from '../support/offline-session';
import { acceptCookies, commonText, localeText, ORIGINS } from '../support/site';

// A signed-in listener's pages run under the service worker, which keeps each remote's release for offline.
test.use({ serviceWorkers: 'allow' });

const root = path.resolve(__dirname, '../..');
const EVENT = 'Lina Duval – Showcase acoustique';

/**
 * Deploys a new release of the events remote in place, as its team's pipeline does. The salt gives every
 * chunk a new name, as a source change would, without touching the sources.
 */
async function redeployEvents() {
  await promisify(execFile)('npm', ['run', 'build', '-w', '@kora/mf-events'], {
    cwd: root,
    env: { ...process.env, KORA_HASH_SALT: `redeploy-${Date.now()}` },
  });
}

/** Deploys a new release of the shell in place: a new service worker, with the new release's files. */
async function redeployShell() {
  await promisify(execFile)('npm', ['run', 'build', '-w', '@kora/shell'], {
    cwd: root,
    env: { ...process.env, KORA_HASH_SALT: `redeploy-${Date.now()}` },
  });
}

function filesOfLatestEventsRelease(): string[] {
  const record = JSON.parse(readFileSync(path.join(root, 'mf-events/dist/releases.json'), 'utf8')) as {
    releases: { files: string[] }[];
  };
  return record.releases[0].files;
}

test('a tab opened before the events remote is redeployed opens an event page afterwards without an error', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page);
  await signInOnce(page, request, DEMO_LISTENER);

  await page.goto(href('events'));
  await untilWorkerControls(page);
  await page.getByLabel(localeText('mf-events', 'list.search')).fill(EVENT);
  const link = page.getByRole('link', { name: EVENT }).first();
  await expect(link).toBeVisible();
  await page.evaluate(() => ((window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true));

  const remoteEntryBefore = readFileSync(path.join(root, 'mf-events/dist/remoteEntry.js'), 'utf8');
  await redeployEvents();
  expect(readFileSync(path.join(root, 'mf-events/dist/remoteEntry.js'), 'utf8')).not.toBe(remoteEntryBefore);

  const eventsScripts: { file: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === ORIGINS.events && url.pathname.endsWith('.js')) {
      eventsScripts.push({ file: url.pathname.slice(1), status: response.status() });
    }
  });
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect(page.getByRole('button', { name: localeText('mf-events', 'detail.buyTickets') })).toBeVisible();
  await expect(page.getByText(commonText('sectionUnavailable.title'))).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy)).toBe(
    true,
  );
  // The screen came from the release the tab started with, whose chunks the new release no longer names.
  const newRelease = new Set(filesOfLatestEventsRelease());
  expect(eventsScripts.filter((script) => !newRelease.has(script.file))).not.toEqual([]);
  expect(eventsScripts.filter((script) => script.status !== 200)).toEqual([]);

  // A reload runs the new release, which the worker now keeps in place of the one before the last.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect(page.getByText(commonText('sectionUnavailable.title'))).toHaveCount(0);
});

test('a new shell release is offered while a track plays, and taken only when the listener reloads', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page);
  const album = await demoAlbum(request);
  await signInOnce(page, request, DEMO_LISTENER);
  await page.goto(href('release', { id: album.id }));
  await untilWorkerControls(page);
  await page.getByRole('button', { name: localeText('mf-catalogue', 'release.playAll') }).click();
  const player = audioOf(page);
  await expect.poll(player.time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  await page.evaluate(() => ((window as unknown as { openedBeforeDeploy: boolean }).openedBeforeDeploy = true));

  await redeployShell();
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

  const offer = page.getByRole('status', { name: 'Mise à jour de Kora' });
  await expect(offer).toContainText('Nouvelle version disponible', { timeout: 30_000 });
  // Nothing was forced: the same page, the track still playing.
  expect(await page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy)).toBe(
    true,
  );
  expect(await player.paused()).toBe(false);

  await Promise.all([
    page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
    offer.getByRole('button', { name: 'Recharger' }).click(),
  ]);
  await page.waitForLoadState();
  expect(await page.evaluate(() => (window as unknown as { openedBeforeDeploy?: boolean }).openedBeforeDeploy)).toBe(
    undefined,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Racines' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});
