import type { Endpoint } from './endpoint';

/**
 * Buying tracks and albums and downloading them (catalogue-and-commerce.md §4, §5, §7 "Purchases and
 * downloads"): one download per paid purchase, none without one; premium users download any track.
 * Everything here is the signed-in user's own: another's payment session is a 404.
 */

/**
 * Return URLs must be on the web app. 401 'Vous devez être connecté pour effectuer un achat.'; a body the
 * checkout refuses is a 422 'Données de paiement invalides: …'.
 */
export const checkoutTrack = {
  area: 'purchases',
  method: 'POST',
  path: '/create-stripe-session',
  summary:
    'Opens a checkout for one track at its catalogue price (1.99 EUR unless it has its own): by card, or by mobile money in FCFA',
  access: 'user',
  errors: [404, 409, 422, 502],
  schema: (s) => ({
    headers: s.IdempotencyKeyHeadersSchema,
    body: s.TrackCheckoutRequestSchema,
    response: s.PurchaseCheckoutResponseSchema,
  }),
} as const satisfies Endpoint;

/** The same rules as a track's checkout; 404 'Album introuvable.' */
export const checkoutAlbum = {
  area: 'purchases',
  method: 'POST',
  path: '/create-album-stripe-session',
  summary:
    "Opens a checkout for a whole album or EP at its price (each track's download is included): by card, or by mobile money in FCFA",
  access: 'user',
  errors: [404, 409, 422, 502],
  schema: (s) => ({
    headers: s.IdempotencyKeyHeadersSchema,
    body: s.AlbumCheckoutRequestSchema,
    response: s.PurchaseCheckoutResponseSchema,
  }),
} as const satisfies Endpoint;

/** Answers the file itself (206 for a byte range), not JSON: fetch it as a blob. */
export const downloadTrack = {
  area: 'purchases',
  method: 'GET',
  path: '/track/:id/download',
  summary:
    'The track file in the chosen format (master as uploaded, or MP3 320 kbps), when the signed-in user may download it. ' +
    'Byte ranges resume an interrupted download for 24 hours; the download is counted once every byte was sent.',
  access: 'user',
  errors: [403, 404, 409, 416],
  schema: (s) => ({ params: s.IdParamsSchema, query: s.TrackDownloadQuerySchema }),
} as const satisfies Endpoint;

export const canDownloadTrack = {
  area: 'purchases',
  method: 'GET',
  path: '/user/track/:id/can-download',
  summary: 'Whether the signed-in user may download the track now, and why',
  access: 'user',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CanDownloadResponseSchema }),
} as const satisfies Endpoint;

export const releaseTrackAccess = {
  area: 'purchases',
  method: 'GET',
  path: '/user/releases/:id/track-access',
  summary: 'Whether the signed-in user may download each track of a release, in one call',
  access: 'user',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ReleaseTrackAccessResponseSchema }),
} as const satisfies Endpoint;

export const isTrackPurchased = {
  area: 'purchases',
  method: 'GET',
  path: '/track/:id/is-purchased',
  summary: 'Whether the signed-in user bought the track (alone or with its album)',
  access: 'user',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.IsPurchasedResponseSchema }),
} as const satisfies Endpoint;

export const listPurchasedTracks = {
  area: 'purchases',
  method: 'GET',
  path: '/user/tracks-purchased',
  summary: 'Tracks the signed-in user bought, with purchases, used and remaining downloads',
  access: 'user',
  schema: (s) => ({ response: s.Type.Array(s.PurchasedTrackSchema) }),
} as const satisfies Endpoint;

export const listDownloadedTracks = {
  area: 'purchases',
  method: 'GET',
  path: '/user/tracks-downloaded',
  summary: 'Tracks the signed-in user downloaded completely',
  access: 'user',
  schema: (s) => ({ response: s.Type.Array(s.DownloadedTrackSchema) }),
} as const satisfies Endpoint;

export const acknowledgeTrackDownload = {
  area: 'purchases',
  method: 'POST',
  path: '/user/track-downloaded',
  summary: 'Acknowledges a download on the device; the server counts downloads itself, so nothing is used up',
  access: 'user',
  errors: [404, 422],
  schema: (s) => ({ body: s.Type.Required(s.TrackIdRequestSchema), response: s.TrackDownloadedResponseSchema }),
} as const satisfies Endpoint;

export const syncTrackDownloadStatus = {
  area: 'purchases',
  method: 'POST',
  path: '/user/track/:id/sync-download-status',
  summary: "The signed-in user's purchased and downloaded tracks, and whether this track can be downloaded",
  access: 'user',
  errors: [404, 422],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.Nullable(s.TrackIdRequestSchema),
    response: s.DownloadSyncResponseSchema,
  }),
} as const satisfies Endpoint;

/**
 * Nothing is stored: the right is derived from paid purchases and completed downloads, so a "reset" can
 * only reveal a download that was paid for and not used (a broken download never counted).
 */
export const forceResetTrackDownload = {
  area: 'purchases',
  method: 'POST',
  path: '/user/track/:id/force-reset-download',
  summary: 'Recomputes the download right from paid purchases and completed downloads; grants nothing unpaid',
  access: 'user',
  errors: [404, 422],
  schema: (s) => ({
    params: s.IdParamsSchema,
    body: s.Nullable(s.TrackIdRequestSchema),
    response: s.ForceResetDownloadResponseSchema,
  }),
} as const satisfies Endpoint;

export const checkPaymentStatus = {
  area: 'purchases',
  method: 'GET',
  path: '/check-payment-status/:sessionId',
  summary:
    "One of the signed-in user's payment sessions: status and what it buys (an open mobile-money one asked from its provider first)",
  access: 'user',
  owner: 'the session’s buyer (404 for anyone else)',
  errors: [404],
  schema: (s) => ({ params: s.PaymentSessionParamsSchema, response: s.PaymentStatusResponseSchema }),
} as const satisfies Endpoint;

export const getStripeSessionStatus = {
  area: 'purchases',
  method: 'GET',
  path: '/stripe/session-status/:sessionId',
  summary: "One of the signed-in user's payment sessions, in the card provider's words (open, complete, expired)",
  access: 'user',
  owner: 'the session’s buyer (404 for anyone else)',
  errors: [404],
  schema: (s) => ({ params: s.PaymentSessionParamsSchema, response: s.CheckoutSessionStatusResponseSchema }),
} as const satisfies Endpoint;
