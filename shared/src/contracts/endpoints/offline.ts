import type { Endpoint } from './endpoint';

/**
 * Listening offline: the rights the device keeps its saved copies under, what saving a release, a
 * playlist or an episode downloads, and the listens made offline, sent when the network returns.
 */

export const getOfflineRights = {
  area: 'offline',
  method: 'GET',
  path: '/offline/rights',
  summary: "The signed-in listener's offline rights: the plan's offline mode, the tracks bought, until when they hold",
  access: 'user',
  schema: (s) => ({ response: s.OfflineRightsSchema }),
} as const satisfies Endpoint;

export const getOfflinePackage = {
  area: 'offline',
  method: 'GET',
  path: '/offline/packages/:kind/:id',
  summary:
    'What saving a release, a playlist or an episode downloads: the listening copies the listener may keep (all on Starter and Premium, the bought ones on Free; 403 when none), with their sizes',
  access: 'user',
  owner: 'a private playlist’s owner (another user’s private playlist is 404)',
  errors: [403, 404],
  schema: (s) => ({ params: s.OfflinePackageParamsSchema, response: s.OfflinePackageSchema }),
} as const satisfies Endpoint;

export const recordOfflineListens = {
  area: 'offline',
  method: 'POST',
  path: '/offline/listens',
  summary:
    'Records the listens made offline, each once (by its id), at the time it was played; unknown tracks and listens older than 30 days are refused, not counted',
  access: 'user',
  invalidates: ['catalogue'],
  schema: (s) => ({ body: s.OfflineListensRequestSchema, response: s.OfflineListensResultSchema }),
} as const satisfies Endpoint;
