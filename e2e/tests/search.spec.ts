import { expect, test } from '../support/fixtures';
import { acceptCookies, commonText, localeText, ORIGINS } from '../support/site';

const shellText = (key: string) => localeText('shell', key);
const catalogueText = (key: string, values: Record<string, string | number> = {}) =>
  localeText('mf-catalogue', key, 'fr', values);

/** What a phone keyboard without accents types for a name: 'Beyoncé' → 'beyonce'. */
const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

test.beforeEach(async ({ page }) => acceptCookies(page));

test('typing "soleil" in the header suggests the release and its artist; Enter lists the results by type; a result opens its page', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: shellText('search.label') });
  await box.fill('soleil');
  const suggestions = page.getByRole('listbox', { name: shellText('search.suggestions') });
  const release = suggestions
    .getByRole('option')
    .filter({ hasText: commonText('searchTypes.releases') })
    .filter({ hasText: 'Soleil de Noailles' })
    .first();
  await expect(release).toContainText('Aya Diop');
  await expect(release.locator('mark').first()).toHaveText(/^soleil$/i);

  await box.press('Enter');
  await expect(page).toHaveURL(`${ORIGINS.shell}/search?q=soleil`);
  await expect(
    page.getByRole('heading', { level: 1, name: catalogueText('search.heading', { query: 'soleil' }) }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: new RegExp(`^${catalogueText('search.all')}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: new RegExp(`^${catalogueText('search.groups.releases')}`) }).click();
  await expect(page).toHaveURL(/[?&]type=releases/);
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /Soleil de Noailles/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/release\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Soleil de Noailles/ })).toBeVisible();
});

test('an artist whose name has accents is found from the header typed without them, and opens', async ({
  page,
  request,
}) => {
  const list = (await (await request.get(`${ORIGINS.api}/api/artists?limit=100`)).json()) as {
    id: number;
    name: string;
  }[];
  const accented = list.find((artist) => withoutAccents(artist.name) !== artist.name.toLowerCase());
  if (!accented) throw new Error('the demo has no artist with an accent in the name');

  await page.goto('/');
  const box = page.getByRole('combobox', { name: shellText('search.label') });
  await box.fill(withoutAccents(accented.name));
  const option = page
    .getByRole('listbox', { name: shellText('search.suggestions') })
    .getByRole('option')
    .filter({ hasText: commonText('searchTypes.artists') })
    .filter({ hasText: accented.name });
  await expect(option.first()).toBeVisible();
  await box.press('ArrowDown');
  while ((await option.first().getAttribute('aria-selected')) !== 'true') await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/artist/(${accented.id}|[a-z0-9-]+)$`));
  await expect(page.getByRole('heading', { level: 1, name: accented.name })).toBeVisible();
});

test('on a phone the search button opens the box across the header', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await page.getByRole('button', { name: shellText('search.toggle'), exact: true }).click();
  const box = page.getByRole('combobox', { name: shellText('search.label') });
  await expect(box).toBeFocused();
  const { width } = (await box.boundingBox()) ?? { width: 0 };
  expect(width).toBeGreaterThan(412 * 0.6);
  await box.fill('noailles');
  await expect(
    page
      .getByRole('listbox', { name: shellText('search.suggestions') })
      .getByRole('option')
      .first(),
  ).toBeVisible();
});
