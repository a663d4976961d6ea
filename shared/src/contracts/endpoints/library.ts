import type { Endpoint } from './endpoint';

/**
 * The listener's library: playlists (public ones for anyone), favourites on the account, followed
 * artists and liked tracks. Every write that counts against the plan (a playlist, a favourite, a follow,
 * a like) is checked against the plan's limit in the transaction that makes it: 403 past it.
 */

/* ——— Playlists ——— */

export const listMyPlaylists = {
  area: 'library',
  method: 'GET',
  path: '/me/playlists',
  summary: "The signed-in user's playlists, most recently changed first",
  access: 'user',
  schema: (s) => ({ response: s.PlaylistListSchema }),
} as const satisfies Endpoint;

export const createPlaylist = {
  area: 'library',
  method: 'POST',
  path: '/playlists',
  summary: 'Creates a playlist (403 past the plan’s playlists limit)',
  access: 'user',
  status: 201,
  errors: [403],
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ body: s.PlaylistCreateRequestSchema, response: s.PlaylistSummarySchema }),
} as const satisfies Endpoint;

export const getPlaylist = {
  area: 'library',
  method: 'GET',
  path: '/playlists/:id',
  summary: 'A playlist with its items: a public one for anyone, a private one for its owner (404 for others)',
  access: 'visitor',
  personal: true,
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.PlaylistDetailSchema }),
} as const satisfies Endpoint;

export const updatePlaylist = {
  area: 'library',
  method: 'PUT',
  path: '/playlists/:id',
  summary: 'Renames a playlist, changes its description, makes it public or private',
  access: 'user',
  owner: 'the playlist’s owner (another user’s playlist is 404)',
  errors: [404],
  invalidates: ['library'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.PlaylistUpdateRequestSchema, response: s.PlaylistSummarySchema }),
} as const satisfies Endpoint;

export const deletePlaylist = {
  area: 'library',
  method: 'DELETE',
  path: '/playlists/:id',
  summary: 'Deletes a playlist',
  access: 'user',
  owner: 'the playlist’s owner (another user’s playlist is 404)',
  status: 204,
  errors: [404],
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;

export const addPlaylistItems = {
  area: 'library',
  method: 'POST',
  path: '/playlists/:id/items',
  summary: 'Adds tracks or episodes, at the end or at `position`; answers the new snapshot id',
  access: 'user',
  owner: 'the playlist’s owner (another user’s playlist is 404)',
  status: 201,
  errors: [404, 409],
  invalidates: ['library'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.PlaylistAddItemsRequestSchema,
    response: s.PlaylistSnapshotSchema,
  }),
} as const satisfies Endpoint;

export const reorderPlaylistItems = {
  area: 'library',
  method: 'PUT',
  path: '/playlists/:id/items',
  summary: 'Moves a range of items (412 with the current snapshot id when `snapshotId` is stale)',
  access: 'user',
  owner: 'the playlist’s owner (another user’s playlist is 404)',
  errors: [404],
  invalidates: ['library'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.PlaylistReorderRequestSchema,
    response: s.PlaylistSnapshotSchema,
    otherResponses: { 412: s.StaleSnapshotSchema },
  }),
} as const satisfies Endpoint;

export const removePlaylistItems = {
  area: 'library',
  method: 'DELETE',
  path: '/playlists/:id/items',
  summary: 'Removes items (412 with the current snapshot id when `snapshotId` is stale)',
  access: 'user',
  owner: 'the playlist’s owner (another user’s playlist is 404)',
  errors: [404],
  invalidates: ['library'],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.PlaylistRemoveItemsRequestSchema,
    response: s.PlaylistSnapshotSchema,
    otherResponses: { 412: s.StaleSnapshotSchema },
  }),
} as const satisfies Endpoint;

/* ——— Favourites (follows and likes are favourites of kind artists and tracks) ——— */

export const listMyFavourites = {
  area: 'library',
  method: 'GET',
  path: '/me/favorites',
  summary: "The signed-in user's favourites, newest first, of one kind or all",
  access: 'user',
  schema: (s) => ({ query: s.FavouritesQuerySchema, response: s.FavouriteListSchema }),
} as const satisfies Endpoint;

export const addFavourite = {
  area: 'library',
  method: 'PUT',
  path: '/me/favorites/:kind/:id',
  summary: 'Keeps an item among the favourites (403 past the plan’s favourites limit; 404 when not public)',
  access: 'user',
  errors: [403, 404],
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ params: s.FavouriteParamsSchema, response: s.FavouriteChangeSchema }),
} as const satisfies Endpoint;

export const removeFavourite = {
  area: 'library',
  method: 'DELETE',
  path: '/me/favorites/:kind/:id',
  summary: 'Removes an item from the favourites',
  access: 'user',
  status: 204,
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ params: s.FavouriteParamsSchema }),
} as const satisfies Endpoint;

export const importFavourites = {
  area: 'library',
  method: 'POST',
  path: '/me/favorites/import',
  summary: 'Brings device favourites to the account, up to the plan’s limit; says what was left out',
  access: 'user',
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ body: s.FavouritesImportRequestSchema, response: s.FavouritesImportResultSchema }),
} as const satisfies Endpoint;

export const listFollowedArtists = {
  area: 'library',
  method: 'GET',
  path: '/me/following/artists',
  summary: 'The artists the signed-in user follows, latest first',
  access: 'user',
  schema: (s) => ({ response: s.FollowedArtistListSchema }),
} as const satisfies Endpoint;

export const followArtist = {
  area: 'library',
  method: 'PUT',
  path: '/me/following/artists/:id',
  summary: 'Follows an artist: their new releases notify the user (a favourite; 403 past the plan’s limit)',
  access: 'user',
  errors: [403, 404],
  invalidates: ['library', 'subscriptions', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.FavouriteChangeSchema }),
} as const satisfies Endpoint;

export const unfollowArtist = {
  area: 'library',
  method: 'DELETE',
  path: '/me/following/artists/:id',
  summary: 'Stops following an artist',
  access: 'user',
  status: 204,
  invalidates: ['library', 'subscriptions', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;

export const listLikedTracks = {
  area: 'library',
  method: 'GET',
  path: '/me/likes/tracks',
  summary: 'The tracks the signed-in user likes, latest first, ready to play',
  access: 'user',
  schema: (s) => ({ response: s.LikedTrackListSchema }),
} as const satisfies Endpoint;

export const likeTrack = {
  area: 'library',
  method: 'PUT',
  path: '/me/likes/tracks/:id',
  summary: 'Likes a track (a favourite; 403 past the plan’s limit; 404 when not public)',
  access: 'user',
  errors: [403, 404],
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.FavouriteChangeSchema }),
} as const satisfies Endpoint;

export const unlikeTrack = {
  area: 'library',
  method: 'DELETE',
  path: '/me/likes/tracks/:id',
  summary: 'Stops liking a track',
  access: 'user',
  status: 204,
  invalidates: ['library', 'subscriptions'],
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;
