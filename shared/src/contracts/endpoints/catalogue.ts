import type { Endpoint } from './endpoint';

/** Catalogue (catalogue-and-commerce.md §7): releases, artists, podcasts, episodes, news, comments, listens. */

export const listReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases',
  summary: 'Published releases: search, filters, sort (newest first by default) and paging',
  access: 'visitor',
  cache: 'public-list',
  schema: (s) => ({ query: s.ReleaseListQuerySchema, response: s.Type.Array(s.ReleaseSummarySchema) }),
} as const satisfies Endpoint;

export const topReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/top',
  summary: 'Most played audio releases (single, album, ep unless type is given)',
  access: 'visitor',
  schema: (s) => ({ query: s.ShortReleaseListQuerySchema, response: s.Type.Array(s.ReleaseSummarySchema) }),
} as const satisfies Endpoint;

export const newReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/new',
  summary: 'Newest audio releases (single, album, ep unless type is given)',
  access: 'visitor',
  schema: (s) => ({ query: s.ShortReleaseListQuerySchema, response: s.Type.Array(s.ReleaseSummarySchema) }),
} as const satisfies Endpoint;

export const latestAudioTracks = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/latest-audio',
  summary: 'Tracks of the newest audio releases, playable',
  access: 'visitor',
  schema: (s) => ({
    query: s.Type.Object({ limit: s.Type.Optional(s.LimitSchema(10)) }),
    response: s.Type.Array(s.LatestAudioTrackSchema),
  }),
} as const satisfies Endpoint;

export const getRelease = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/:id',
  summary: 'One release with its tracks',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ReleaseDetailSchema }),
} as const satisfies Endpoint;
