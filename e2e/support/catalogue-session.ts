import type { APIRequestContext, Page } from '@playwright/test';
import { ORIGINS } from './site';

/** A demo listener seeded by the API (README, "Demo accounts"). */
export const DEMO_LISTENER = { username: 'lea.martin', password: 'Ecoute2025' };

export interface ApiSession {
  token: string;
  username: string;
}

/** Signs in through the API, as the sign-in screen would. */
export async function signInThroughApi(
  request: APIRequestContext,
  account: { username: string; password: string } = DEMO_LISTENER,
): Promise<ApiSession> {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, { data: account });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { username: string } };
  return { token: body.token, username: body.user.username };
}

/** Stores the session the way a sign-in does, before the page's scripts run. */
export async function useSession(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript(({ token, username }) => {
    localStorage.setItem('jwt_token', token);
    localStorage.setItem('username', username);
  }, session);
}

/** A catalogue list straight from the API, to pick what a flow visits. */
export async function apiList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`${ORIGINS.api}/api${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return (await response.json()) as T[];
}

/** The shell's audio element and where it is. */
export function audioOf(page: Page) {
  const audio = page.getByTestId('kora-audio');
  return {
    audio,
    time: () => audio.evaluate((a: HTMLAudioElement) => a.currentTime),
    paused: () => audio.evaluate((a: HTMLAudioElement) => a.paused),
    source: () => audio.evaluate((a: HTMLAudioElement) => a.currentSrc),
    /** Jumps close to the end, so the next track starts without waiting the whole track. */
    skipToEnd: () =>
      audio.evaluate((a: HTMLAudioElement) => {
        if (Number.isFinite(a.duration)) a.currentTime = Math.max(0, a.duration - 0.4);
      }),
  };
}
