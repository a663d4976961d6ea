import { generatePath, matchRoutes } from 'react-router-dom';
import type { SearchHit, SearchType } from './contracts/search';

import APPS from './apps.json';
import PARCEL_TABLE from './parcels.json';

/** The deployable apps of the site (written once, in apps.json): the shell host and its remotes. */
export type AppName = keyof typeof APPS;
export type RemoteAppName = Exclude<AppName, 'shell'>;

export const REMOTE_APPS = (Object.keys(APPS) as AppName[]).filter((app): app is RemoteAppName => app !== 'shell');

/**
 * The parcel table (written once, in parcels.json): every piece a remote exposes for other apps to
 * mount, by id. The build exposes each as `./parcels/<id>` from `src/parcels/<id>.tsx` of its app.
 */
export type ParcelId = keyof typeof PARCEL_TABLE;
export const PARCELS = PARCEL_TABLE as { readonly [K in ParcelId]: { readonly app: RemoteAppName } };

/** The module name a parcel is exposed under by its remote. */
export function parcelModule(id: ParcelId): string {
  return `./parcels/${id}`;
}

interface RouteDefinition {
  path: string;
  app: AppName;
  /** Shows the sign-in screen instead of the page when nobody is signed in. */
  signInRequired?: boolean;
  /**
   * The screen shows every visitor the same at this address (nothing of their device or account but
   * details the screen adds once in the browser): the site's server draws it in the page's HTML.
   */
  drawnByTheServer?: boolean;
  /** The parcel a shell page shows first, whose code the page's server announces with the HTML. */
  firstParcel?: ParcelId;
}

/**
 * The one route table of the site. Every path is written here and only here: the shell's activity
 * functions and every app's router read it. Keys are the screen names used for page titles.
 */
export const ROUTES = {
  home: { path: '/', app: 'shell', firstParcel: 'hero-banners' },
  about: { path: '/about', app: 'shell' },
  privacy: { path: '/privacy', app: 'shell' },
  contact: { path: '/contact', app: 'shell' },

  releases: { path: '/releases', app: 'catalogue', drawnByTheServer: true },
  release: { path: '/release/:id', app: 'catalogue', drawnByTheServer: true },
  artists: { path: '/artists', app: 'catalogue', drawnByTheServer: true },
  artist: { path: '/artist/:idOrSlug', app: 'catalogue', drawnByTheServer: true },
  news: { path: '/news', app: 'catalogue', drawnByTheServer: true },
  article: { path: '/news/:id', app: 'catalogue', drawnByTheServer: true },
  podcasts: { path: '/podcasts', app: 'catalogue', drawnByTheServer: true },
  podcast: { path: '/podcast/:id', app: 'catalogue', drawnByTheServer: true },
  episode: { path: '/episode/:id', app: 'catalogue', drawnByTheServer: true },
  favorites: { path: '/favorites', app: 'catalogue' },
  library: { path: '/library', app: 'catalogue', signInRequired: true },
  playlist: { path: '/playlist/:id', app: 'catalogue' },
  search: { path: '/search', app: 'catalogue', drawnByTheServer: true },
  trackSuccess: { path: '/track/success', app: 'catalogue' },

  events: { path: '/events', app: 'events', drawnByTheServer: true },
  event: { path: '/event/:id', app: 'events', drawnByTheServer: true },
  eventCreate: { path: '/events/create', app: 'events', signInRequired: true },
  eventEdit: { path: '/events/edit/:id', app: 'events', signInRequired: true },
  eventCheckIn: { path: '/event/:id/check-in', app: 'events', signInRequired: true },
  tickets: { path: '/tickets', app: 'events', signInRequired: true },

  store: { path: '/store', app: 'store', drawnByTheServer: true },
  product: { path: '/product/:id', app: 'store', drawnByTheServer: true },
  cart: { path: '/cart', app: 'store' },

  register: { path: '/register', app: 'account' },
  signIn: { path: '/signin', app: 'account' },
  forgot: { path: '/forgot', app: 'account' },
  resetPassword: { path: '/reset-password/:token', app: 'account' },
  profile: { path: '/profile', app: 'account', signInRequired: true },
  oauthCallback: { path: '/auth/:provider/callback', app: 'account' },
  subscriptionSuccess: { path: '/subscription/success', app: 'account' },
  subscriptionCancel: { path: '/subscription/cancel', app: 'account' },
  /** The support team's inbox (ROLE_SUPPORT; the page tells anyone else it is reserved). */
  support: { path: '/support', app: 'account', signInRequired: true },

  artistDashboard: { path: '/artist/dashboard', app: 'creator', signInRequired: true },
  releaseChooser: { path: '/artist/release', app: 'creator', signInRequired: true },
  releaseCreate: { path: '/artist/release/create', app: 'creator', signInRequired: true },
  releaseSingle: { path: '/artist/release/single', app: 'creator', signInRequired: true },
  releaseAlbum: { path: '/artist/release/album', app: 'creator', signInRequired: true },
  releaseVideo: { path: '/artist/release/video', app: 'creator', signInRequired: true },
  releaseEdit: { path: '/artist/release/edit/:id', app: 'creator', signInRequired: true },
  myReleases: { path: '/artist/releases', app: 'creator', signInRequired: true },
  podcastCreator: { path: '/podcast-creator', app: 'creator', signInRequired: true },
  podcastCreate: { path: '/podcast-creator/create', app: 'creator', signInRequired: true },
  episodeCreate: { path: '/podcast-creator/episode', app: 'creator', signInRequired: true },
  episodeCreateForPodcast: {
    path: '/podcast-creator/episode/:podcastId',
    app: 'creator',
    signInRequired: true,
  },
  podcastManage: { path: '/podcast-creator/manage/:id', app: 'creator', signInRequired: true },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

/** Route ids owned by one app, so an app's page map can be checked for completeness. */
export type RouteIdOf<A extends AppName> = {
  [K in RouteId]: (typeof ROUTES)[K]['app'] extends A ? K : never;
}[RouteId];

const matchTable = (Object.keys(ROUTES) as RouteId[]).map((id) => ({ id, path: ROUTES[id].path }));

type RouteMatch = Readonly<{ id: RouteId; params: Readonly<Record<string, string>> }>;

// Every app's activity function asks on every navigation, and matchRoutes ranks the whole table each
// time: the few addresses of a visit are matched once.
const recentMatches = new Map<string, RouteMatch | null>();
const RECENT_MATCHES = 32;

/** The route a location belongs to, ranked as react-router ranks (static segments beat params). */
export function matchRoute(pathname: string): RouteMatch | null {
  const known = recentMatches.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(matchTable, pathname);
  const match = matches?.[matches.length - 1];
  const found = match
    ? Object.freeze({ id: match.route.id, params: Object.freeze({ ...match.params } as Record<string, string>) })
    : null;
  if (recentMatches.size >= RECENT_MATCHES) recentMatches.delete(recentMatches.keys().next().value as string);
  recentMatches.set(pathname, found);
  return found;
}

/** Whether the screen at this location needs an account. */
export function signInRequiredAt(pathname: string): boolean {
  const match = matchRoute(pathname);
  const route: RouteDefinition | undefined = match ? ROUTES[match.id] : undefined;
  return route?.signInRequired === true;
}

/** The app that renders a location; unknown paths belong to the shell, which shows its 404 page. */
export function appForPath(pathname: string): AppName {
  const match = matchRoute(pathname);
  return match ? ROUTES[match.id].app : 'shell';
}

export function routesOf<A extends AppName>(app: A): RouteIdOf<A>[] {
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].app === app) as RouteIdOf<A>[];
}

/** A link to a screen: `href('release', { id: 12 })` → `/release/12`. */
export function href(id: RouteId, params: Record<string, string | number> = {}): string {
  const stringParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return generatePath(ROUTES[id].path, stringParams as never);
}

/** The page each kind of search result opens; a track opens its release. */
const SEARCH_HIT_ROUTES = {
  artists: 'artist',
  releases: 'release',
  tracks: 'release',
  events: 'event',
  products: 'product',
  podcasts: 'podcast',
  episodes: 'episode',
  articles: 'article',
} as const satisfies Record<SearchType, RouteId>;

/** The key of the kernel text naming a search result's kind: 'Événement passé' for an event that began. */
export function searchHitKindKey(hit: Pick<SearchHit, 'type' | 'past'>): string {
  return hit.type === 'events' && hit.past ? 'searchTypes.pastEvent' : `searchTypes.${hit.type}`;
}

/** The path of the page a search result opens. */
export function searchHitPath(hit: Pick<SearchHit, 'type' | 'id' | 'releaseId'>): string {
  const route = SEARCH_HIT_ROUTES[hit.type];
  const id = hit.type === 'tracks' ? (hit.releaseId ?? hit.id) : hit.id;
  return href(route, route === 'artist' ? { idOrSlug: id } : { id });
}
