import type { APIRequestContext, Page } from '@playwright/test';
import { ORIGINS } from './site';

/** Demo accounts the API seeds (README, "Demo accounts"). */
export const FREE_LISTENER = { username: 'lea.martin', password: 'Ecoute2025' };
export const PREMIUM_LISTENER = { username: 'sofia.mendes', password: 'Premium2025' };

/** Signs in through the API and stores the session the way the sign-in screen does, before the page's scripts run. */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<void> {
  const response = await request.post(`${ORIGINS.api}/api/login_check`, { data: account });
  if (!response.ok()) throw new Error(`sign-in of ${account.username} failed: ${response.status()}`);
  const { token, user } = (await response.json()) as { token: string; user: { username: string; email: string } };
  await page.addInitScript(
    ([jwt, username, email]) => {
      localStorage.setItem('jwt_token', jwt);
      localStorage.setItem('username', username);
      localStorage.setItem('user_email', email);
    },
    [token, user.username, user.email],
  );
}

export interface TrackForSale {
  id: number;
  title: string;
  audioUrl: string;
}

export interface ReleaseForSale {
  id: number;
  title: string;
  type: string;
  tracks: TrackForSale[];
}

/**
 * The catalogue's releases of a type, newest first, with their tracks. Each flow takes its own (a
 * different index), so no two flows buy or download the same thing in the run's one database.
 */
export async function releasesForSale(request: APIRequestContext, type: 'single' | 'album'): Promise<ReleaseForSale[]> {
  const list = await request.get(`${ORIGINS.api}/api/releases`, { params: { type, limit: 50 } });
  if (!list.ok()) throw new Error(`GET /releases?type=${type} answered ${list.status()}`);
  const summaries = (await list.json()) as { id: number }[];
  return Promise.all(
    summaries.map(async ({ id }) => {
      const detail = await request.get(`${ORIGINS.api}/api/releases/${id}`);
      if (!detail.ok()) throw new Error(`GET /releases/${id} answered ${detail.status()}`);
      return (await detail.json()) as ReleaseForSale;
    }),
  );
}

/**
 * A video clip that an artist page shows first, with the track its video release sells (the clip is
 * found among the artist's clips, newest first, as the page lists them).
 */
export async function firstClipForSale(
  request: APIRequestContext,
): Promise<{ artistSlug: string; clipTitle: string; track: TrackForSale }> {
  const list = await request.get(`${ORIGINS.api}/api/releases`, { params: { type: 'video', limit: 50 } });
  const releases = (await list.json()) as { id: number }[];
  for (const { id } of releases) {
    const detail = (await (await request.get(`${ORIGINS.api}/api/releases/${id}`)).json()) as ReleaseForSale & {
      artistSlug: string;
      video: { id: number; title: string; artistId: number } | null;
    };
    if (!detail.video || !detail.tracks[0]) continue;
    const clips = await request.get(`${ORIGINS.api}/api/artists/${detail.video.artistId}/videos`, {
      params: { limit: 8 },
    });
    const [first] = (await clips.json()) as { id: number }[];
    if (first?.id === detail.video.id)
      return { artistSlug: detail.artistSlug, clipTitle: detail.video.title, track: detail.tracks[0] };
  }
  throw new Error('no artist shows the clip of a video release first');
}
