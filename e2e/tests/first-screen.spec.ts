import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { newAccount, registerThroughApi, signInThroughApi } from '../support/account-session';
import { acceptCookies, commonText, firstGesture, localeText, ORIGINS } from '../support/site';

const PHONE = { width: 390, height: 844 };

/** A demo release with its cover (releases other flows publish may have none). */
async function releaseWithCover(request: APIRequestContext): Promise<{ id: number; title: string; cover: string }> {
  const releases: { id: number; title: string; cover: string | null }[] = await (
    await request.get(`${ORIGINS.api}/api/releases?limit=50`)
  ).json();
  const release = releases.find((candidate) => candidate.cover?.includes('/uploads/images/demo/'));
  if (!release?.cover) throw new Error('no demo release with a cover');
  return { ...release, cover: release.cover };
}

/** The page's layout shifts, as the browser scores them (CLS), from its first paint. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const scores: number[] = [];
    (window as unknown as { koraShifts: number[] }).koraShifts = scores;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) scores.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { koraShifts: number[] }).koraShifts.reduce((a, b) => a + b, 0));
}

test("a release's title and cover are in the page's HTML, shown before any script runs", async ({ browser, request }) => {
  const release = await releaseWithCover(request);
  const html = await (await request.get(`/release/${release.id}`)).text();
  const heading = html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1] ?? '';
  expect(heading.replace(/<[^>]+>/g, '')).toContain(release.title);
  expect(html).toMatch(/<img[^>]+fetchpriority="high"/i);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto(`/release/${release.id}`);
    await expect(page.getByRole('heading', { level: 1, name: release.title })).toBeVisible();
    const cover = page.getByRole('img', { name: release.title });
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await cover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height / 2).toBeLessThan(PHONE.height);
    // The chrome is there too, in the visitor's language: the header's sign-in link and the menu.
    await expect(page.getByRole('banner').getByRole('link', { name: localeText('shell', 'header.signIn') })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("the server's first screen is the page's largest paint; on a first visit its remote's code waits for the visitor's first gesture, then takes it over without a jump or a second read", async ({
  browser,
  request,
}) => {
  const release = await releaseWithCover(request);
  // A phone: a touch screen, no mouse resting over the page.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'fr-FR' });
  const page = await context.newPage();
  await acceptCookies(page);
  const layoutShift = await watchLayoutShifts(page);
  await page.addInitScript(() => {
    const seen = window as unknown as { koraPaints: { url: string; element: Element | null }[]; koraServerScreen: Element | null };
    seen.koraPaints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; element: Element | null })[])
        seen.koraPaints.push({ url: entry.url, element: entry.element });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // The server's block as the HTML brought it, before any script ran.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') seen.koraServerScreen = document.querySelector('[data-kora-first-content]');
    });
  });
  const releaseReads: string[] = [];
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname === `/api/releases/${release.id}`) releaseReads.push(asked.url());
  });
  // Whether the catalogue's code has run in the page: its remote entry defines its container. (Its files come
  // beforehand, at a low priority, as the page's headers ask: they are not run until then.)
  const catalogueRan = () => page.evaluate(() => 'mf_catalogue' in window);
  await page.goto(`/release/${release.id}`, { waitUntil: 'networkidle' });
  // Until the visitor's first gesture the page is the server's screen: the catalogue's code has not run.
  await expect(page.locator('header.kora-header')).toHaveCount(1);
  expect(await catalogueRan()).toBe(false);
  await expect(page.locator('#kora-main [data-kora-first-content]')).toHaveCount(1);
  await firstGesture(page);
  // The catalogue's screen is in: its heading and its buttons, which work; the server's chrome is gone.
  const titled = page.getByRole('button', { name: new RegExp(release.title) }).first();
  await expect(titled).toBeVisible();
  await expect(titled).toBeEnabled();
  // It was drawn from the API's answer the page came with: the browser did not ask for the release again.
  expect(releaseReads).toEqual([]);
  await expect(page.locator('[data-kora-first-content], #kora-main [data-kora-inert]')).toHaveCount(0);
  expect(await catalogueRan()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('header.kora-header')).toHaveCount(1);
  const seen = await page.evaluate(() => {
    const { koraPaints, koraServerScreen } = window as unknown as {
      koraPaints: { url: string; element: Element | null }[];
      koraServerScreen: Element | null;
    };
    const heading = document.querySelector('#kora-main h1');
    return {
      paints: koraPaints.map(({ url, element }) => ({ url, byTheServer: !!element && !!koraServerScreen?.contains(element) })),
      // The screen took the server's markup over (hydration): the heading on screen is the one the HTML brought.
      headingFromTheServer: !!heading && !!koraServerScreen?.isConnected && koraServerScreen.contains(heading),
    };
  });
  // The largest paint (the last candidate) is the cover the server's HTML brought.
  const coverName = release.cover.split('/').pop()!.replace(/\.png$/, '');
  expect(seen.paints.at(-1)?.url).toContain(coverName);
  expect(seen.paints.at(-1)?.byTheServer).toBe(true);
  expect(seen.headingFromTheServer).toBe(true);
  expect(await layoutShift()).toBeLessThanOrEqual(0.05);
  await context.close();
});

test("a first visitor's press on the server's screen, before the catalogue's code has come, is handed to the screen: the release plays", async ({
  page,
  request,
}) => {
  const release = await releaseWithCover(request);
  const { tracks } = (await (await request.get(`${ORIGINS.api}/api/releases/${release.id}`)).json()) as {
    tracks: { title: string }[];
  };
  await acceptCookies(page);
  await page.goto(`/release/${release.id}`, { waitUntil: 'networkidle' });
  const play = page.getByRole('button', { name: new RegExp(release.title) }).first();
  // The button is the server's: working for the visitor (not said disabled), its screen not taken over yet.
  await expect(page.locator('#kora-main [data-kora-first-content]')).toContainText(release.title);
  await expect(play).toBeEnabled();
  await play.click();
  await expect(page.locator('#kora-player-panel')).toContainText(tracks[0].title);
  await expect(page.locator('#kora-main [data-kora-first-content]')).toHaveCount(0);
});

test('a signed-in visitor in Paris who pays in FCFA: each screen takes the server’s over as it is, then shows their times and prices', async ({
  browser,
  request,
}) => {
  const account = newAccount('first-screen');
  await registerThroughApi(request, account);
  const context = await browser.newContext({ viewport: PHONE, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    const page = await context.newPage();
    await acceptCookies(page);
    await signInThroughApi(page, request, account);
    await page.addInitScript(() => {
      localStorage.setItem('currency', 'XOF');
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { koraServerScreen: Element | null }).koraServerScreen =
          document.querySelector('[data-kora-first-content]');
      });
    });
    const drawnAgain: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('the first screen was drawn again')) drawnAgain.push(page.url());
    });
    /** Whether the heading on screen is the one the page's HTML brought (the screen took it over). */
    const headingFromTheServer = () =>
      page.evaluate(() => {
        const server = (window as unknown as { koraServerScreen: Element | null }).koraServerScreen;
        const heading = document.querySelector('#kora-main h1');
        return !!server?.isConnected && !!heading && server.contains(heading);
      });

    const [event] = (await (await request.get(`${ORIGINS.api}/api/events?limit=1`)).json()) as { datetime: string }[];
    const parisTime = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Paris' });
    await page.goto('/events');
    const firstEvent = page.locator('#kora-main .kora-remote li:has(time)').first();
    await expect(firstEvent.locator('time')).toContainText(parisTime.format(new Date(event.datetime)));
    expect(await headingFromTheServer()).toBe(true);

    await page.goto('/store');
    await expect(page.locator('.kora-product-card__price').first()).toContainText('FCFA');
    expect(await headingFromTheServer()).toBe(true);

    const release = await releaseWithCover(request);
    await page.goto(`/release/${release.id}`);
    await expect(page.getByRole('button', { name: new RegExp(release.title) }).first()).toBeEnabled();
    await expect(page.locator('[data-kora-first-content], #kora-main [data-kora-inert]')).toHaveCount(0);
    expect(await headingFromTheServer()).toBe(true);
    expect(drawnAgain).toEqual([]);
  } finally {
    await context.close();
  }
});

test('with its remote down, a page still answers 200 with the chrome, and the remote’s area says so', async ({
  page,
  request,
  eventsRemote,
}) => {
  await eventsRemote.stop();
  try {
    const answer = await request.get('/events');
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('class="kora-header"');
    await acceptCookies(page);
    await page.goto('/events');
    await firstGesture(page);
    await expect(page.locator('#kora-main').getByText(commonText('sectionUnavailable.title'))).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('[data-kora-first-content]')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await eventsRemote.start();
  }
});

/** The first card of a list page: where it is, what it shows. */
async function firstCard(page: Page) {
  const card = page.locator('#kora-main .kora-remote li:has(img):has(a[href])').first();
  await expect(card).toBeVisible();
  return { href: await card.locator('a[href]').first().getAttribute('href'), box: await card.boundingBox() };
}

for (const path of ['/releases', '/artists', '/events', '/store']) {
  test(`${path}: the screen takes the server's place with the same cards at the same place, from the answer the page brought`, async ({
    browser,
    page,
  }) => {
    for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
      const html = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'fr-FR' });
      let drawnByTheServer;
      try {
        const before = await html.newPage();
        await before.goto(path);
        drawnByTheServer = await firstCard(before);
      } finally {
        await html.close();
      }

      await page.setViewportSize(viewport);
      const listReads: string[] = [];
      const onRequest = (asked: { url: () => string }) => {
        const url = new URL(asked.url());
        if (url.pathname === `/api${path === '/store' ? '/products' : path}` && url.searchParams.get('offset') === '0')
          listReads.push(url.search);
      };
      page.on('request', onRequest);
      await page.goto(path);
      await firstGesture(page);
      await expect(page.locator('[data-kora-first-content]')).toHaveCount(0);
      const drawnByTheScreen = await firstCard(page);
      page.off('request', onRequest);
      const at = `at ${viewport.width} px`;
      expect(drawnByTheScreen.href, at).toBe(drawnByTheServer.href);
      expect(drawnByTheScreen.box, at).toEqual(drawnByTheServer.box);
      expect(listReads).toEqual([]);
    }
  });
}
