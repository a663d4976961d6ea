import { test, expect } from '../support/fixtures';
import { acceptCookies, localeText, scrollToHomeSection } from '../support/site';
import { apiList, audioOf } from '../support/catalogue-session';

const t = (key: string) => localeText('mf-catalogue', key);
const shell = (key: string) => localeText('shell', key);

interface Release {
  id: number;
  title: string;
  type: string;
  trackCount: number;
}
interface Track {
  id: number;
  title: string;
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('a visitor follows a New Releases card from the home page, plays it, and it keeps playing on /events', async ({
  page,
}) => {
  await page.goto('/');
  await scrollToHomeSection(page, 'new-releases');
  const newReleases = page.getByRole('region', { name: t('home.newReleases') });
  const firstCard = newReleases.getByRole('article').first();
  const title = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/release\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  const listen = page.waitForRequest(
    (request) => /\/api\/track\/\d+\/listen$/.test(request.url()) && request.method() === 'POST',
  );
  await page
    .locator('#kora-remote-catalogue')
    .getByRole('button', { name: /^Écouter/ })
    .first()
    .click();
  const { time, paused } = audioOf(page);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.3);
  await listen;

  const before = await time();
  await page
    .getByRole('navigation', { name: shell('nav.label') })
    .getByRole('link', { name: shell('nav.events') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: localeText('mf-events', 'screens.events') })).toBeVisible();
  await expect.poll(time).toBeGreaterThan(before);
  expect(await paused()).toBe(false);
});

test("an album's track list plays in order, and next and previous move along it", async ({ page, request }) => {
  const [album] = await apiList<Release>(request, '/releases?type=album&limit=1');
  const { tracks } = (await (await request.get(`http://localhost:4000/api/releases/${album.id}`)).json()) as {
    tracks: Track[];
  };
  await page.goto(`/release/${album.id}`);
  await expect(page.getByRole('navigation', { name: t('breadcrumb') })).toContainText(album.title);
  await expect(page.getByText(`${tracks.length} titres`)).toBeVisible();

  const player = page.locator('#kora-player-panel');
  const { time, skipToEnd } = audioOf(page);
  await page.getByRole('button', { name: t('release.playAll') }).click();
  await expect(player).toContainText(tracks[0].title);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.2);

  // At the end of a track the next one starts by itself.
  await skipToEnd();
  await expect(player).toContainText(tracks[1].title, { timeout: 10_000 });
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.2);
  await expect(page.getByRole('button', { name: `Mettre en pause ${tracks[1].title}` })).toBeVisible();

  await player.getByRole('button', { name: shell('player.next') }).click();
  await expect(player).toContainText(tracks[2].title);
  await player.getByRole('button', { name: shell('player.previous') }).click();
  await expect(player).toContainText(tracks[1].title);
  await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(0.2);

  // A track of the list starts the album from there.
  await page.getByRole('button', { name: `Écouter ${tracks[tracks.length - 1].title}` }).click();
  await expect(player).toContainText(tracks[tracks.length - 1].title);
  await player.getByRole('button', { name: shell('player.previous') }).click();
  await expect(player).toContainText(tracks[tracks.length - 2].title);
});

test('/artist/<slug> and /artist/<id> show the same artist', async ({ page, request }) => {
  const [artist] = await apiList<{ id: number; name: string; realName: string }>(request, '/artists?limit=1');
  const area = page.locator('#kora-remote-catalogue');
  const shown = async () => {
    await expect(area.getByRole('heading', { name: t('artist.releases') })).toBeVisible();
    await expect(area.getByRole('article').first()).toBeVisible();
    return {
      heading: await page.getByRole('heading', { level: 1 }).innerText(),
      realName: await area.getByText(t('artist.realName')).locator('..').innerText(),
      biography: await area.getByRole('region', { name: t('artist.biography') }).innerText(),
      releases: await area
        .getByRole('region', { name: t('artist.releases') })
        .getByRole('heading')
        .allInnerTexts(),
    };
  };

  await page.goto(`/artist/${artist.name.toLowerCase().replace(/\s+/g, '-')}`);
  const bySlug = await shown();
  expect(bySlug.heading).toContain(artist.name);
  expect(bySlug.realName).toContain(artist.realName);
  expect(bySlug.releases.length).toBeGreaterThan(0);

  await page.goto(`/artist/${artist.id}`);
  expect(await shown()).toEqual(bySlug);
});

test('favourites survive a reload', async ({ page, request }) => {
  const [episode] = await apiList<{ id: number; title: string; podcast: { id: number; title: string } }>(
    request,
    '/episodes?limit=1',
  );
  await page.goto(`/episode/${episode.id}`);
  await page.getByRole('button', { name: t('favourites.add') }).click();
  await expect(page.getByRole('button', { name: t('favourites.remove') })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/podcast/${episode.podcast.id}`);
  await page.getByRole('button', { name: t('favourites.add') }).click();

  await page.goto('/favorites');
  await page.reload();
  const list = page.locator('.kora-cat-favourites');
  await expect(list.getByRole('link', { name: episode.title })).toHaveAttribute('href', `/episode/${episode.id}`);
  await expect(list.getByRole('link', { name: episode.podcast.title })).toHaveAttribute(
    'href',
    `/podcast/${episode.podcast.id}`,
  );

  await page.getByRole('button', { name: t('favourites.filters.episodes') }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `Retirer ${episode.title} des favoris` }).click();
  await expect(page.getByText(t('favourites.emptyOf.episodes'))).toBeVisible();
  await page.reload();
  await expect(list.getByRole('link', { name: episode.podcast.title })).toBeVisible();
  await expect(list.getByRole('link', { name: episode.title })).toHaveCount(0);
});

test('an episode: Listen drives the player and counts a viewer, the rating takes a vote', async ({ page, request }) => {
  const [episode] = await apiList<{ id: number; title: string; viewers: number }>(request, '/episodes?limit=1');
  await page.goto(`/episode/${episode.id}`);
  const increment = page.waitForResponse((response) =>
    response.url().endsWith(`/api/episodes/${episode.id}/increment-viewers`),
  );
  const area = page.locator('#kora-remote-catalogue');
  await area.getByRole('button', { name: t('episode.listen'), exact: true }).click();
  await increment;
  await expect(page.locator('#kora-player-panel')).toContainText(episode.title);
  await expect.poll(audioOf(page).time, { timeout: 15_000 }).toBeGreaterThan(0.2);
  await area.getByRole('button', { name: t('episode.pause'), exact: true }).click();
  await expect.poll(audioOf(page).paused).toBe(true);

  await page.getByRole('button', { name: '4 étoiles' }).click();
  await expect(page.getByText('Votre note : 4/5')).toBeVisible();
  await expect(page.getByText(/\(\d+ votes?\)/)).toBeVisible();
});
