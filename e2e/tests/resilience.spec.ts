import { test, expect } from '../support/fixtures';
import { acceptCookies, commonText, firstGesture, localeText, scrollToFooter, scrollToHomeSection } from '../support/site';

test('with the events remote down, /events is contained and the rest of the site works; Retry recovers', async ({
  page,
  eventsRemote,
}) => {
  await acceptCookies(page);
  await eventsRemote.stop();
  try {
    await page.goto('/events');
    await firstGesture(page);
    const main = page.locator('#kora-main');
    await expect(main.getByText(commonText('sectionUnavailable.title'))).toBeVisible({ timeout: 15_000 });
    const retry = main.getByRole('button', { name: commonText('sectionUnavailable.retry') });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await scrollToFooter(page);

    const nav = page.getByRole('navigation', { name: localeText('shell', 'nav.label') });
    await nav.getByRole('link', { name: localeText('shell', 'nav.store') }).click();
    await expect(page.getByRole('heading', { level: 1, name: localeText('mf-store', 'screens.store') })).toBeVisible();
    await nav.getByRole('link', { name: localeText('shell', 'nav.home') }).click();
    await scrollToHomeSection(page, 'new-releases');
    await expect(page.getByRole('heading', { name: localeText('mf-catalogue', 'home.newReleases') })).toBeVisible();

    await nav.getByRole('link', { name: localeText('shell', 'nav.events') }).click();
    await expect(main.getByRole('button', { name: commonText('sectionUnavailable.retry') })).toBeVisible({
      timeout: 15_000,
    });
    await eventsRemote.start();
    await main
      .getByRole('button', { name: commonText('sectionUnavailable.retry') })
      .first()
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: localeText('mf-events', 'screens.events') }),
    ).toBeVisible();
  } finally {
    await eventsRemote.start();
  }
});
