import type { Page } from '@playwright/test';
import Parser from 'rss-parser';
import { href } from '@kora/shared/routes';
import { test, expect } from '../support/fixtures';
import { apiToken, DEMO_ARTIST, DEMO_PODCASTER, songFile, throttleUploads } from '../support/creator-media';
import { audioOf } from '../support/catalogue-session';
import { posterPng } from '../support/events-session';
import { signInAs } from '../support/purchases-session';
import { acceptCookies, localeText, ORIGINS, watchNetwork } from '../support/site';

const t = (key: string, values: Record<string, string | number> = {}) => localeText('mf-creator', key, 'fr', values);
const catalogue = (key: string) => localeText('mf-catalogue', key);
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

const cover = () => ({ name: 'pochette.png', mimeType: 'image/png', buffer: posterPng() });

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Waits until the field's file is on the server (its name shown as sent). */
async function uploaded(page: Page, fileName: string) {
  await expect(page.getByText(fileName, { exact: true })).toBeVisible({ timeout: 30_000 });
}

test('the demo artist publishes a single with a cover and an audio file; it is listed on /releases and plays', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_ARTIST);
  const title = unique('Premier single');
  await page.goto(href('releaseChooser'));
  await page.getByRole('link', { name: new RegExp(t('releaseChooser.single.name')) }).click();
  await expect(page).toHaveURL(/\/artist\/release\/single$/);

  await page.getByLabel(t('releases.fields.title'), { exact: true }).fill(title);
  await page.getByLabel(t('releases.fields.cover'), { exact: true }).setInputFiles(cover());
  await uploaded(page, 'pochette.png');

  // A mobile network's pace: the progress of the audio file can be followed.
  await throttleUploads(page, 150 * 1024);
  await page.getByLabel(t('singleForm.audio'), { exact: true }).setInputFiles(songFile('premier-single.wav', 12));
  const progress = page.getByRole('progressbar', { name: t('upload.sending', { name: 'premier-single.wav' }) });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
  await uploaded(page, 'premier-single.wav');

  await page.getByRole('button', { name: t('singleForm.submit') }).click();
  await expect(page).toHaveURL(/\/artist\/dashboard$/);
  await expect(page.getByRole('status').filter({ hasText: t('releases.created', { title }) })).toBeVisible();

  await page.goto(`${href('releases')}?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/release\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page
    .locator('#kora-remote-catalogue')
    .getByRole('button', { name: /^Écouter/ })
    .first()
    .click();
  await expect.poll(audioOf(page).time, { timeout: 15_000 }).toBeGreaterThan(0.3);
});

test('the demo artist creates an album of two tracks, in the order chosen', async ({ page, request }) => {
  await signInAs(page, request, DEMO_ARTIST);
  const title = unique('Album à deux');
  await page.goto(href('releaseAlbum'));
  await page.getByLabel(t('albumForm.title'), { exact: true }).fill(title);

  const rows = page.getByRole('group', { name: /^Piste \d/ });
  await rows.nth(0).getByLabel(t('albumForm.trackTitle'), { exact: true }).fill('Ouverture');
  await rows
    .nth(0)
    .getByLabel(t('albumForm.trackAudio'), { exact: true })
    .setInputFiles(songFile('ouverture.wav', 4, 3));
  await uploaded(page, 'ouverture.wav');
  await page.getByRole('button', { name: t('albumForm.addTrack') }).click();
  await rows.nth(1).getByLabel(t('albumForm.trackTitle'), { exact: true }).fill('Final');
  await rows
    .nth(1)
    .getByLabel(t('albumForm.trackAudio'), { exact: true })
    .setInputFiles(songFile('final.wav', 5, 4));
  await uploaded(page, 'final.wav');
  // "Final" first: the rows are sent in the order shown.
  await page.getByRole('button', { name: t('albumForm.moveUp', { number: 2 }) }).click();

  await page.getByRole('button', { name: t('albumForm.submit') }).click();
  await expect(page).toHaveURL(/\/artist\/dashboard$/);

  const token = await apiToken(request, DEMO_ARTIST);
  const mine = await request.get(`${ORIGINS.api}/api/release-creator/my-releases`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { releases } = (await mine.json()) as { releases: { id: number; title: string; type: string }[] };
  const album = releases.find((release) => release.title === title)!;
  expect(album.type).toBe('album');
  await page.goto(href('release', { id: album.id }));
  const tracks = page
    .locator('#kora-remote-catalogue')
    .getByRole('listitem')
    .filter({ hasText: /Final|Ouverture/ });
  await expect(tracks).toHaveCount(2);
  await expect(tracks.nth(0)).toContainText('Final');
  await expect(tracks.nth(1)).toContainText('Ouverture');
});

test('the demo artist deletes a draft from "Mes sorties"', async ({ page, request }) => {
  await signInAs(page, request, DEMO_ARTIST);
  const title = unique('Maquette');
  await page.goto(href('releaseSingle'));
  await page.getByLabel(t('releases.fields.title'), { exact: true }).fill(title);
  await page.getByLabel(t('singleForm.audio'), { exact: true }).setInputFiles(songFile('brouillon.wav', 3, 9));
  await uploaded(page, 'brouillon.wav');
  await page.getByLabel(t('releases.fields.draft')).check();
  await page.getByRole('button', { name: t('singleForm.submit') }).click();
  await expect(page).toHaveURL(/\/artist\/dashboard$/);

  await page.goto(href('myReleases'));
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText(t('releases.status.draft'), { exact: true })).toBeVisible();
  await row.getByRole('button', { name: new RegExp(`^${t('myReleases.delete')}`) }).click();
  const dialog = page.getByRole('dialog', { name: t('myReleases.deleteTitle') });
  await dialog.getByRole('button', { name: t('myReleases.confirmDelete') }).click();
  await expect(page.getByText(t('myReleases.deleted', { title }))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});

test('the demo podcast creator publishes a podcast and an episode that plays, and its feed lists the episode', async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO_PODCASTER);
  const podcastTitle = unique('Ondes du soir');
  const episodeTitle = unique('Épisode pilote');

  await page.goto(href('podcastCreate'));
  const create = page.getByRole('button', { name: t('podcastForm.submit') });
  await expect(create).toBeDisabled();
  await page.getByLabel(t('podcastForm.title'), { exact: true }).fill(podcastTitle);
  await page.getByLabel(t('podcastForm.cover'), { exact: true }).setInputFiles(cover());
  await uploaded(page, 'pochette.png');
  await create.click();
  await expect(page).toHaveURL(/\/podcast-creator\/manage\/\d+$/);
  const podcastId = Number(/manage\/(\d+)$/.exec(page.url())![1]);

  await page.getByRole('link', { name: t('podcastManager.newEpisode') }).click();
  await expect(page).toHaveURL(new RegExp(`/podcast-creator/episode/${podcastId}$`));
  await expect(page.getByLabel(t('episodeForm.podcast'), { exact: true })).toHaveValue(String(podcastId));
  await page.getByLabel(t('episodeForm.title'), { exact: true }).fill(episodeTitle);
  await page.getByLabel(t('episodeForm.audio'), { exact: true }).setInputFiles(songFile('pilote.wav', 8, 11));
  await uploaded(page, 'pilote.wav');
  await page.getByRole('button', { name: t('episodeForm.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`/podcast-creator/manage/${podcastId}$`));

  await page.getByRole('button', { name: t('podcastManager.publishPodcast') }).click();
  await expect(page.getByText(t('podcastManager.published', { title: podcastTitle }))).toBeVisible();
  const episodeRow = page.getByRole('listitem').filter({ hasText: episodeTitle });
  await episodeRow.getByRole('button', { name: new RegExp(`^${t('podcastManager.episodes.publish')}`) }).click();
  const listen = episodeRow.getByRole('link', { name: new RegExp(`^${t('podcastManager.episodes.listen')}`) });
  await listen.click();

  await expect(page).toHaveURL(/\/episode\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(episodeTitle);
  await page.getByRole('button', { name: catalogue('episode.listen'), exact: true }).click();
  await expect.poll(audioOf(page).time, { timeout: 15_000 }).toBeGreaterThan(0.3);

  const feed = await request.get(`${ORIGINS.api}/api/podcasts/${podcastId}/feed.xml`);
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const channel = await new Parser().parseString(await feed.text());
  expect(channel.title).toBe(podcastTitle);
  const [item] = channel.items;
  expect(item.title).toBe(episodeTitle);
  const audio = await request.get(item.enclosure!.url);
  expect(audio.ok()).toBe(true);
  expect(Number(item.enclosure!.length)).toBe((await audio.body()).length);
});

test('no route but the creator tools fetches anything from the creator remote', async ({ page, request }) => {
  const creatorRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(ORIGINS.creator)) creatorRequests.push(sent.url());
  });
  await signInAs(page, request, DEMO_ARTIST);
  const networkQuiet = watchNetwork(page);
  for (const path of ['/', href('releases'), href('events'), href('store'), href('profile'), href('podcasts')]) {
    await page.goto(path);
    await networkQuiet();
  }
  expect(creatorRequests).toEqual([]);

  await page.goto(href('artistDashboard'));
  await expect(
    page.getByRole('heading', { level: 1, name: localeText('mf-creator', 'screens.artistDashboard') }),
  ).toBeVisible();
  expect(creatorRequests.length).toBeGreaterThan(0);
});
