import type { APIRequestContext, Page } from '@playwright/test';
import { composeTune } from '../../api/src/media/generate/music';
import { encodeWav } from '../../api/src/media/generate/wav';
import { ORIGINS } from './site';

/** The demo accounts that create (README, "Demo accounts"). */
export const DEMO_ARTIST = { username: 'lina.duval', password: 'Artiste2025' };
export const DEMO_PODCASTER = { username: 'marc.ondes', password: 'Podcast2025' };

/** A real, playable WAV of `seconds` seconds, as an artist would pick it from their device. */
export function songFile(name: string, seconds: number, seed = 7) {
  const { samples, sampleRate } = composeTune({ seed, seconds });
  return { name, mimeType: 'audio/wav', buffer: encodeWav(samples, sampleRate) };
}

/** Slows the page's uploads down to a mobile network's pace, so their progress can be seen. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

export async function apiToken(request: APIRequestContext, account: typeof DEMO_ARTIST): Promise<string> {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, { data: account });
  if (!response.ok()) throw new Error(`sign-in of ${account.username} failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}
