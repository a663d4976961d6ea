import type { APIRequestContext, Page } from '@playwright/test';
import { href } from '@kora/shared/routes';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { audioOf } from '../support/catalogue-session';
import { apiToken, DEMO_ARTIST, songFile } from '../support/creator-media';
import { expect, test } from '../support/fixtures';
import { layoutProblems } from '../support/layout';
import { releasesForSale } from '../support/purchases-session';
import { acceptCookies, localeText, ORIGINS } from '../support/site';

const shellText = (key: string, values: Record<string, string | number> = {}) => localeText('shell', key, 'fr', values);

test.beforeEach(async ({ page }) => acceptCookies(page));

async function createPlaylist(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Nouvelle playlist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle playlist' });
  await dialog.getByLabel('Nom', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Créer' }).click();
}

/** Adds an item to one of the user's playlists through its "Ajouter à une playlist" menu. */
async function addToPlaylist(page: Page, scope: ReturnType<Page['locator']>, title: string, playlist: string) {
  await scope.getByRole('button', { name: `Ajouter « ${title} » à une playlist` }).click();
  await page.getByRole('menuitem', { name: playlist }).click();
  await expect(page.getByText(`Ajouté à « ${playlist} ».`)).toBeVisible();
}

/** A published single by the demo artist, made through the API as the creator screens do. */
async function publishSingle(request: APIRequestContext, title: string): Promise<void> {
  const token = await apiToken(request, DEMO_ARTIST);
  const headers = { authorization: `Bearer ${token}` };
  const song = songFile('nouvelle-sortie.wav', 4, 11);
  const upload = await request.post(`${ORIGINS.api}/api/upload/audio`, { headers, multipart: { file: song } });
  if (!upload.ok()) throw new Error(`upload: ${upload.status()} ${await upload.text()}`);
  const { url } = (await upload.json()) as { url: string };
  const created = await request.post(`${ORIGINS.api}/api/release-creator/create-single`, {
    headers,
    data: {
      title,
      artist: 'Lina Duval',
      releaseDate: new Date().toISOString().slice(0, 10),
      price: 1.5,
      audioFileUrl: url,
    },
  });
  if (created.status() !== 201) throw new Error(`create-single: ${created.status()} ${await created.text()}`);
}

test('a Free listener builds three playlists and is refused a fourth, with the way to a bigger plan', async ({
  page,
  request,
}) => {
  const account = newAccount('playlists');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  await page.goto(href('library'));
  await expect(page.getByRole('heading', { level: 1, name: 'Bibliothèque' })).toBeVisible();

  for (const name of ['Trajet du matin', 'Soirée', 'Sport']) {
    await createPlaylist(page, name);
    await page.goto(href('library'));
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
  }
  await createPlaylist(page, 'Une de trop');
  await expect(page.getByText('Vous avez atteint la limite de 3 playlists de votre forfait.').first()).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);
  await page.getByRole('link', { name: 'Voir les forfaits' }).first().click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('tab', { name: localeText('mf-account', 'tabs.plan'), selected: true })).toBeVisible();
  await expect(page.getByText(/3\s*\/\s*3/).first()).toBeVisible();
});

test('a playlist filled from a release page and from the player is reordered by keyboard, played to its next item, and shared with a visitor who plays it', async ({
  page,
  request,
  browser,
}) => {
  // Three pages, four tracks played and a visitor's first visit: longer than one screen's flow.
  test.setTimeout(90_000);
  const account = newAccount('mixtape');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  const [album] = (await releasesForSale(request, 'album')).filter((release) => release.tracks.length >= 2);
  const [first, second] = album.tracks;
  const [single] = (await releasesForSale(request, 'single')).slice(-1);
  const name = 'Pour le bus';

  await page.goto(href('library'));
  await createPlaylist(page, name);

  // From a release page (the catalogue's track rows)…
  await page.goto(href('release', { id: album.id }));
  const releaseArea = page.locator('#kora-remote-catalogue');
  await addToPlaylist(page, releaseArea, first.title, name);
  await addToPlaylist(page, releaseArea, second.title, name);

  // …and from the player, while another release's track plays.
  await page.goto(href('release', { id: single.id }));
  await page
    .locator('#kora-remote-catalogue')
    .getByRole('button', { name: /^Écouter/ })
    .first()
    .click();
  await expect.poll(audioOf(page).time, { timeout: 15_000 }).toBeGreaterThan(0.2);
  const player = page.locator('#kora-player-panel');
  await addToPlaylist(page, player, single.tracks[0].title, name);
  await player.getByRole('button', { name: shellText('player.pause') }).click();

  // The owner's sorting code is held until a row's button has the focus, as on a slow network: when it
  // arrives and the sortable rows take the plain rows' place, the keyboard reader keeps their place.
  let releaseSorting = () => {};
  const sortingHeld = new Promise<void>((release) => (releaseSorting = release));
  await page.route(/\/playlist-sorting\.[0-9a-f]+\.js$/, async (route) => {
    await sortingHeld;
    await route.continue();
  });
  await page.goto(href('library'));
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/playlist\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const titles = () =>
    page
      .getByRole('button', { name: /^Retirer « / })
      .evaluateAll((buttons) =>
        buttons.map((button) => /« (.*) »/.exec(button.getAttribute('aria-label') ?? button.textContent ?? '')?.[1]),
      );
  await expect.poll(titles).toEqual([first.title, second.title, single.tracks[0].title]);

  // The keyboard moves the first item down one place, and says so.
  await page.getByRole('button', { name: `Descendre « ${first.title} »` }).focus();
  releaseSorting();
  await expect(page.locator('.kora-playlist-row__handle').first()).toBeAttached();
  await expect(page.getByRole('button', { name: `Descendre « ${first.title} »` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`« ${first.title} » déplacé en position 2 sur 3.`)).toBeAttached();
  await expect.poll(titles).toEqual([second.title, first.title, single.tracks[0].title]);
  await page.reload();
  await expect.poll(titles).toEqual([second.title, first.title, single.tracks[0].title]);

  // Played as the queue: at the end of its first item the player goes on to the second.
  await page.locator('#kora-remote-catalogue').getByRole('button', { name: 'Lecture', exact: true }).click();
  const audio = audioOf(page);
  await expect.poll(audio.time, { timeout: 15_000 }).toBeGreaterThan(0.2);
  await expect(page.locator('#kora-player-panel .kora-player__title')).toHaveText(second.title);
  await audio.skipToEnd();
  await expect(page.locator('#kora-player-panel .kora-player__title')).toHaveText(first.title, { timeout: 15_000 });
  await expect.poll(audio.time, { timeout: 15_000 }).toBeGreaterThan(0.2);
  await page
    .locator('#kora-player-panel')
    .getByRole('button', { name: shellText('player.pause') })
    .click();

  // Shared: made public, its link opens it for a visitor, who plays it.
  await page.getByRole('checkbox', { name: 'Publique' }).check();
  await page.getByRole('button', { name: 'Partager' }).click();
  const link = await page.getByRole('textbox', { name: 'Lien de partage' }).inputValue();
  expect(link).toMatch(new RegExp(`^${page.url().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  expect(await layoutProblems(page)).toEqual([]);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await acceptCookies(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await visitor.locator('#kora-remote-catalogue').getByRole('button', { name: 'Lecture', exact: true }).click();
  await expect.poll(audioOf(visitor).time, { timeout: 15_000 }).toBeGreaterThan(0.2);
  await visitorContext.close();
});

test('a private playlist is not found by anyone else', async ({ page, request }) => {
  const owner = newAccount('prive');
  await registerThroughApi(request, owner);
  const login = await request.post(`${ORIGINS.api}/api/login_check`, { data: owner });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post(`${ORIGINS.api}/api/playlists`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Rien que pour moi' },
  });
  const { id } = (await created.json()) as { id: number };
  await page.goto(href('playlist', { id }));
  await expect(page.getByText('Playlist introuvable.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rien que pour moi' })).toHaveCount(0);
});

test('following an artist shows on their page, and their next release reaches the follower’s bell', async ({
  page,
  request,
}) => {
  const account = newAccount('fan');
  await registerThroughApi(request, account);
  await signInThroughApi(page, request, account);
  await page.goto(href('artist', { idOrSlug: 'lina-duval' }));
  const follow = page.getByRole('button', { name: 'Suivre', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const followers = page.getByText(/\d+ abonné/).first();
  const before = Number((await followers.textContent())?.replace(/\D/g, ''));
  await follow.click();
  await expect(page.getByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(new RegExp(`^${before + 1}\\s+abonné`));

  const title = `Inédit ${Date.now().toString(36)}`;
  await publishSingle(request, title);
  const bell = page.getByRole('button', { name: shellText('notifications.toggleUnread_one', { count: 1 }) });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await bell.click();
  const entry = page.getByRole('link', { name: new RegExp(shellText('notifications.kinds.new-release.title')) });
  await expect(entry).toContainText(
    shellText('notifications.kinds.new-release.message', { artist: 'Lina Duval', title }),
  );
  await entry.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});
