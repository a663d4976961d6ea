import { request as playwrightRequest } from '@playwright/test';
import { ROUTES, type RouteId } from '@kora/shared/routes';
import { ORIGINS } from './site';

/** The demo accounts (README, "Demo accounts") a screen is opened as. */
export const DEMO_USERS = {
  listener: { username: 'lea.martin', password: 'Ecoute2025' },
  premium: { username: 'sofia.mendes', password: 'Premium2025' },
  artist: { username: 'lina.duval', password: 'Artiste2025' },
  podcaster: { username: 'marc.ondes', password: 'Podcast2025' },
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export interface DemoSession {
  token: string;
  username: string;
  email: string;
}

/** Who a screen that needs an account is meant for: the creator tools' owner, a ticket holder… */
export function userFor(id: RouteId): DemoUser | null {
  const route: { app: string; signInRequired?: boolean } = ROUTES[id];
  if (route.app === 'creator') return id.startsWith('podcast') || id.startsWith('episode') ? 'podcaster' : 'artist';
  if (id === 'tickets') return 'premium';
  if (route.app === 'events' && route.signInRequired) return 'artist';
  if (route.signInRequired || id === 'favorites') return 'listener';
  return null;
}

/** The demo ids a route's parameters take, read from the API as a visitor's links would give them. */
export interface DemoIds {
  release: number;
  album: number;
  artist: number;
  article: number;
  podcast: number;
  episode: number;
  event: number;
  product: number;
  ownEvent: number;
  ownRelease: number;
  ownPodcast: number;
  /** A public playlist of the demo (the premium listener's). */
  playlist: number;
}

type Api = Awaited<ReturnType<typeof playwrightRequest.newContext>>;

/** The ids a list answers, in its order. */
async function idsOf(api: Api, path: string, token?: string): Promise<number[]> {
  const response = await api.get(`${ORIGINS.api}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  const body = (await response.json()) as unknown;
  // A list, or an object holding one ({ releases: [...] }).
  const list = (Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray)) as
    { id: number }[] | undefined;
  if (!list?.[0]) throw new Error(`GET ${path} listed nothing`);
  return list.map((item) => item.id);
}

/** The demo's own item of a list: the one seeded first, whatever a flow created earlier in the run. */
const demoId = async (api: Api, path: string, token?: string) => Math.min(...(await idsOf(api, path, token)));

/** The list's first item, as a visitor sees it first. */
const firstOf = async (api: Api, path: string) => (await idsOf(api, path))[0];

/** Signs the demo users in once and reads the ids every route of the table is visited with. */
export async function demoVisits(): Promise<{ sessions: Record<DemoUser, DemoSession>; ids: DemoIds }> {
  const api = await playwrightRequest.newContext();
  try {
    const sessions = {} as Record<DemoUser, DemoSession>;
    for (const [who, account] of Object.entries(DEMO_USERS) as [DemoUser, (typeof DEMO_USERS)[DemoUser]][]) {
      const response = await api.post(`${ORIGINS.api}/api/login_check`, { data: account });
      if (!response.ok()) throw new Error(`sign-in of ${account.username}: ${response.status()}`);
      const body = (await response.json()) as { token: string; user: { username: string; email?: string } };
      sessions[who] = { token: body.token, username: body.user.username, email: body.user.email ?? '' };
    }
    const ids: DemoIds = {
      release: await demoId(api, '/releases?limit=100'),
      album: await demoId(api, '/releases?type=album&limit=100'),
      artist: await demoId(api, '/artists?limit=100'),
      article: await demoId(api, '/articles?limit=100'),
      podcast: await demoId(api, '/podcasts?limit=100'),
      episode: await demoId(api, '/episodes?limit=100'),
      // The next event, whose tickets are on sale.
      event: await firstOf(api, '/events?limit=1'),
      product: await demoId(api, '/products?limit=100'),
      ownEvent: await demoId(api, '/events/my-events', sessions.artist.token),
      ownRelease: await demoId(api, '/release-creator/my-releases', sessions.artist.token),
      ownPodcast: await demoId(api, '/podcast-creator/my-podcasts', sessions.podcaster.token),
      playlist: await demoId(api, '/me/playlists', sessions.premium.token),
    };
    return { sessions, ids };
  } finally {
    await api.dispose();
  }
}

/** A route's path with the demo ids in place of its parameters. */
export function demoPath(id: RouteId, ids: DemoIds): string {
  const own: Partial<Record<RouteId, number>> = {
    eventEdit: ids.ownEvent,
    eventCheckIn: ids.ownEvent,
    releaseEdit: ids.ownRelease,
    podcastManage: ids.ownPodcast,
    episodeCreateForPodcast: ids.ownPodcast,
    release: ids.release,
    artist: ids.artist,
    article: ids.article,
    podcast: ids.podcast,
    episode: ids.episode,
    event: ids.event,
    product: ids.product,
    playlist: ids.playlist,
  };
  return ROUTES[id].path
    .replace(':provider', 'google')
    .replace(':token', 'a-reset-token-from-a-mail')
    .replace(/:[A-Za-z]+/, String(own[id] ?? 1));
}
