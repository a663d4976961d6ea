import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { ORIGINS } from './site';

/** The demo's Starter listener (README, "Demo accounts"): his plan includes listening offline. */
export const STARTER_LISTENER = { username: 'marc.ondes', password: 'Podcast2025' };
/** The demo album of eight short tracks. */
export const DEMO_ALBUM = 'Racines';

export interface AlbumTrack {
  id: number;
  title: string;
  playsCount: number;
}

/** The demo album and its tracks, from the API. */
export async function demoAlbum(request: APIRequestContext): Promise<{ id: number; tracks: AlbumTrack[] }> {
  const found = await request.get(`${ORIGINS.api}/api/releases?search=${encodeURIComponent(DEMO_ALBUM)}`);
  const releases = (await found.json()) as { id: number; title: string }[];
  const album = releases.find((release) => release.title === DEMO_ALBUM);
  if (!album) throw new Error(`${DEMO_ALBUM} is not in the catalogue`);
  const detail = await request.get(`${ORIGINS.api}/api/releases/${album.id}`);
  const { tracks } = (await detail.json()) as { tracks: AlbumTrack[] };
  return { id: album.id, tracks };
}

/**
 * Signs in once, as the sign-in screen stores a session (not before every load: a sign-out in the flow
 * stays a sign-out).
 */
export async function signInOnce(page: Page, request: APIRequestContext, account = STARTER_LISTENER): Promise<void> {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, { data: account });
  if (!response.ok()) throw new Error(`sign-in ${account.username}: ${response.status()}`);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate(
    ([jwt, username]) => {
      localStorage.setItem('jwt_token', jwt);
      localStorage.setItem('username', username);
    },
    [token, account.username],
  );
}

/** Waits until the service worker controls the page (it registers once the page has loaded). */
export async function untilWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

/** The copies the device keeps for offline listening (the listening copies and covers, not its own records). */
export async function savedCopies(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('kora-offline-media'))) return [];
    const cache = await caches.open('kora-offline-media');
    return (await cache.keys()).map((request) => request.url).filter((url) => !url.includes('/__kora/'));
  });
}

/** Whether the page's browser says it has a network (`navigator.onLine`, what the site's offline notices read). */
const pageOnline = (page: Page) => page.evaluate(() => navigator.onLine);

/** Cuts the browser's network, and waits until the page knows it, before a step relies on it. */
export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => pageOnline(page), { message: 'the page knows it is offline' }).toBe(false);
}

/**
 * After a page opened offline: waits until it says so too, as a phone without a network does. Under
 * Chromium 150 (Debian's bookworm without its updates) it never does: there a page opened while the
 * network is emulated off says it is online, and the site rightly shows its sections' generic errors.
 */
export async function untilPageKnowsOffline(page: Page): Promise<void> {
  await expect.poll(() => pageOnline(page), { message: 'the page opened offline knows it is offline' }).toBe(false);
}
