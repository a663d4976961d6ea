import type { Endpoint } from './endpoint';

/**
 * Creator tools for artists (catalogue-and-commerce.md §7 "Uploads and creation", §9): release creation
 * and management, the artist dashboard. Media fields take the url answered by POST /upload/{kind} for
 * one of the caller's own uploads, or a data: URL of at most 6 MB. A body the form refuses answers 400
 * with the form's words for its required fields.
 */

/** Artists on a plan with content creation only (403 otherwise). */
export const createSingleRelease = {
  area: 'creator',
  method: 'POST',
  path: '/release-creator/create-single',
  summary: 'Publish a single (one track, priced as the release); its duration is read from the audio file.',
  access: 'user',
  right: 'releases',
  feature: 'contentCreation',
  status: 201,
  badBodyStatus: 400,
  errors: [413, 415],
  invalidates: ['creator', 'catalogue'],
  schema: (s) => ({ body: s.CreateSingleRequestSchema, response: s.CreatorReleaseResponseSchema }),
} as const satisfies Endpoint;

/** Artists on a plan with content creation only (403 otherwise). A track's duration is its file's, else the typed 'm:ss'. */
export const createAlbumRelease = {
  area: 'creator',
  method: 'POST',
  path: '/release-creator/create-album',
  summary: 'Publish an album or EP: its tracks in the order sent, each at 1.99 EUR.',
  access: 'user',
  right: 'releases',
  feature: 'contentCreation',
  status: 201,
  badBodyStatus: 400,
  errors: [413, 415],
  invalidates: ['creator', 'catalogue'],
  schema: (s) => ({ body: s.CreateAlbumRequestSchema, response: s.CreatorReleaseResponseSchema }),
} as const satisfies Endpoint;

/** Artists on a plan with content creation only (403 otherwise). */
export const createVideoRelease = {
  area: 'creator',
  method: 'POST',
  path: '/release-creator/create-video',
  summary: 'Publish a video clip and the release that sells it.',
  access: 'user',
  right: 'releases',
  feature: 'contentCreation',
  status: 201,
  badBodyStatus: 400,
  errors: [413, 415],
  invalidates: ['creator', 'catalogue'],
  schema: (s) => ({ body: s.CreateVideoRequestSchema, response: s.CreatorReleaseResponseSchema }),
} as const satisfies Endpoint;

export const listMyReleases = {
  area: 'creator',
  method: 'GET',
  path: '/release-creator/my-releases',
  summary: "The caller's releases, every status, newest release date first.",
  access: 'user',
  right: 'releases',
  schema: (s) => ({ response: s.CreatorReleaseListSchema }),
} as const satisfies Endpoint;

export const getMyRelease = {
  area: 'creator',
  method: 'GET',
  path: '/release-creator/:id',
  summary: 'One of the caller’s releases with what its edit form needs (404 for any other).',
  access: 'user',
  right: 'releases',
  owner: "the caller's artist (404 for another's release)",
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CreatorReleaseDetailSchema }),
} as const satisfies Endpoint;

/** Owner only (404 for any other release). After a downgrade the artist keeps managing what exists: no plan needed. */
export const updateMyRelease = {
  area: 'creator',
  method: 'PUT',
  path: '/release-creator/:id',
  summary: 'Change one of the caller’s releases: its own fields; its tracks stay as they are.',
  access: 'user',
  right: 'releases',
  owner: "the caller's artist (404 for another's release)",
  badBodyStatus: 400,
  errors: [404, 413, 415],
  invalidates: ['creator', 'catalogue'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.UpdateReleaseRequestSchema,
    response: s.CreatorReleaseResponseSchema,
  }),
} as const satisfies Endpoint;

export const deleteMyRelease = {
  area: 'creator',
  method: 'DELETE',
  path: '/release-creator/:id',
  summary: 'Delete one of the caller’s releases; one that sold is unpublished instead (buyers keep their downloads).',
  access: 'user',
  right: 'releases',
  owner: "the caller's artist (404 for another's release)",
  errors: [404],
  invalidates: ['creator', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.DeleteReleaseResponseSchema }),
} as const satisfies Endpoint;

export const getArtistDashboard = {
  area: 'creator',
  method: 'GET',
  path: '/artist/dashboard',
  summary:
    "The artist's cards (monthly listeners of the last 30 days, followers, releases, sales), revenue, and plays and sales per UTC day over the last 30 days, oldest first.",
  access: 'user',
  right: 'releases',
  schema: (s) => ({ response: s.ArtistDashboardSchema }),
} as const satisfies Endpoint;

export const listMyArtistReleases = {
  area: 'creator',
  method: 'GET',
  path: '/artist/releases',
  summary: "The caller's releases, every status, newest release date first.",
  access: 'user',
  right: 'releases',
  schema: (s) => ({ response: s.CreatorReleaseListSchema }),
} as const satisfies Endpoint;
