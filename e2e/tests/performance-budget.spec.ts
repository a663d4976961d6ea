import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Byte budgets of the production builds, as a phone on a slow network pays them: deterministic (the
 * same builds send the same bytes), so they may fail the build. Timings are printed by `npm run bench:web`.
 * The home page's budget is a mid-range phone's critical-path budget: 170 KB of compressed JavaScript in
 * at most 20 scripts, whatever origin they come from.
 */
// The phone's first screen holds the hero and the artists, and the clips are near: their sections come
// with it (swiper still waits until a carousel is well in view), in 170 KB.
const HOME_JS_BUDGET = 170 * 1024;
const HOME_JS_REQUESTS = 20;
const REMOTE_ENTRY_BUDGET = 10 * 1024;
// The shell's first file, as the phone compiles and runs it: the federation runtime and the entry; the page's
// code and the libraries come beside it (shared/build/shared-modules/start-up-files.js).
const SHELL_MAIN_BUDGET = 250 * 1024;
const PHONE = { width: 412, height: 823 };

interface Transfer {
  url: URL;
  bytes: number;
  headers: Record<string, string>;
}

/** The scripts a first visit downloads, with their size on the wire. */
async function scriptsOfFirstLoad(page: Page, address: string): Promise<Transfer[]> {
  const scripts: Promise<Transfer | null>[] = [];
  page.on('requestfinished', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    scripts.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return response ? { url, bytes: sizes.responseBodySize, headers: await response.allHeaders() } : null;
      })(),
    );
  });
  await page.setViewportSize(PHONE);
  await page.goto(address, { waitUntil: 'networkidle' });
  return (await Promise.all(scripts)).filter((t): t is Transfer => t !== null);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test('the home page stays within its compressed JS budget, none of it from account or creator', async ({ page }) => {
  const scripts = await scriptsOfFirstLoad(page, '/');
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `home: ${scripts.length} scripts, ${kb(total)} compressed (${total} bytes, ${HOME_JS_BUDGET - total} under the budget)`,
  );
  expect(scripts.filter((s) => ['3004', '3005'].includes(s.url.port)).map((s) => s.url.href)).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(HOME_JS_REQUESTS);
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET);
});

test('every script is sent compressed, hashed chunks cached for a year, entry files revalidated', async ({ page }) => {
  const scripts = await scriptsOfFirstLoad(page, '/releases');
  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, headers, bytes } of scripts) {
    // Files under 1 KB are not worth compressing (the build writes no .br/.gz for them).
    if (bytes >= 1024) {
      expect.soft(headers['content-encoding'], url.href).toMatch(/^(br|gzip)$/);
      expect.soft(headers.vary ?? '', url.href).toMatch(/accept-encoding/i);
    }
    if (/\.[0-9a-f]{8}\.js$/.test(url.pathname)) {
      expect.soft(headers['cache-control'], url.href).toContain('immutable');
    } else {
      expect.soft(headers['cache-control'], url.href).toBe('no-cache');
      expect.soft(headers.etag, url.href).toBeTruthy();
    }
  }
});

test('each remote entry is at most 10 KB compressed, the federation runtime being the shell’s', async ({ request }) => {
  for (const port of [3001, 3002, 3003, 3004, 3005]) {
    const response = await request.get(`http://localhost:${port}/remoteEntry.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.ok()).toBe(true);
    const onTheWire = Number(response.headers()['content-length']);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(onTheWire).toBeLessThanOrEqual(REMOTE_ENTRY_BUDGET);
  }
});

test('the shell’s main.js is at most 250 KB before compression', async ({ request }) => {
  const response = await request.get('/main.js', { headers: { 'accept-encoding': 'identity' } });
  expect(response.ok()).toBe(true);
  const raw = (await response.body()).length;
  console.log(`shell main.js: ${kb(raw)} raw`);
  expect(raw).toBeLessThanOrEqual(SHELL_MAIN_BUDGET);
});

test('a signed-out visit to the artist dashboard goes to sign in without fetching the creator remote', async ({
  page,
}) => {
  const scripts = await scriptsOfFirstLoad(page, '/artist/dashboard');
  await expect(page).toHaveURL(/\/signin\?next=%2Fartist%2Fdashboard/);
  expect(scripts.filter((s) => s.url.port === '3005').map((s) => s.url.href)).toEqual([]);
});

test('a page announces in its headers the remote code it shows first: a screen with its remote, the home its hero', async ({
  page,
  request,
}) => {
  const preloadsOf = async (address: string) =>
    ((await request.get(address)).headers().link ?? '')
      .split(',')
      .filter((link) => link.includes('rel=preload'))
      .map((link) => link.trim().replace(/^<([^>]+)>.*$/, '$1'));

  // The server reads each remote's manifest at start-up; the app module's files follow once it has.
  await expect
    .poll(() => preloadsOf('/releases'))
    .toEqual(
      expect.arrayContaining([
        'http://localhost:3001/remoteEntry.js',
        expect.stringContaining('__federation_expose_app'),
      ]),
    );
  expect(await preloadsOf('/about')).toEqual([]);
  expect(await preloadsOf('/artist/dashboard')).toEqual([]);
  // The home page announces the hero's remote and parcel, which it shows first.
  expect(await preloadsOf('/')).toEqual(
    expect.arrayContaining([
      'http://localhost:3001/remoteEntry.js',
      expect.stringMatching(/\/__federation_expose_parcels__hero_banners\.[0-9a-f]{8}\.js$/),
    ]),
  );

  // A release's page announces its screen's code too; what is announced is what the page then runs, each
  // file fetched once.
  expect(await preloadsOf('/release/4')).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/screen-release\.[0-9a-f]{8}\.js$/)]),
  );
  for (const address of ['/release/4', '/']) {
    const preloaded = await preloadsOf(address);
    const fetched = (await scriptsOfFirstLoad(page, address)).map((s) => s.url.href);
    for (const url of preloaded.filter((u) => u.endsWith('.js'))) {
      expect(
        fetched.filter((href) => href === url),
        `${address}: ${url}`,
      ).toHaveLength(1);
    }
  }
});
