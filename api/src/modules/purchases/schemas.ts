import { bearer, bool, errors, idParams, int, nullableInt, num, str } from '../../http/schemas';

const tags = ['purchases'];
const returnUrl = { type: 'string', minLength: 1, maxLength: 2000 } as const;
const amount = { type: 'number', exclusiveMinimum: 0, default: 1.99 } as const;
const reason = { type: 'string', enum: ['can_download', 'already_downloaded', 'not_purchased'] } as const;
const trackIdBody = {
  type: 'object',
  properties: { trackId: { type: 'integer', minimum: 1 } },
} as const;

const checkoutAnswer = {
  type: 'object',
  properties: {
    sessionId: str,
    checkoutUrl: str,
    provider: str,
    publishableKey: { type: ['string', 'null'] },
    price: num,
    priceMinor: int,
    currency: str,
  },
} as const;

/** A card checkout at the catalogue's price for one item, named by `idField` in the body. */
function checkoutSchema(idField: 'trackId' | 'albumId', summary: string) {
  return {
    tags,
    summary,
    security: bearer,
    body: {
      type: 'object',
      required: [idField],
      properties: { [idField]: { type: 'integer', minimum: 1 }, amount, successUrl: returnUrl, cancelUrl: returnUrl },
    },
    response: { 200: checkoutAnswer, ...errors(401, 404, 409, 422, 502) },
  } as const;
}

export const trackCheckoutSchema = checkoutSchema(
  'trackId',
  'Opens a card checkout for one track at its catalogue price (1.99 EUR unless it has its own)',
);

export const albumCheckoutSchema = checkoutSchema(
  'albumId',
  "Opens a card checkout for a whole album or EP at its price (each track's download is included)",
);

const canDownloadAnswer = {
  type: 'object',
  properties: {
    trackId: int,
    canDownload: bool,
    reason,
    purchased: bool,
    unlimited: bool,
    remainingDownloads: nullableInt,
  },
} as const;

export const canDownloadSchema = {
  tags,
  summary: 'Whether the signed-in user may download the track now, and why',
  security: bearer,
  params: idParams,
  response: { 200: canDownloadAnswer, ...errors(400, 401, 404) },
} as const;

export const isPurchasedSchema = {
  tags,
  summary: 'Whether the signed-in user bought the track (alone or with its album)',
  security: bearer,
  params: idParams,
  response: { 200: { type: 'object', properties: { trackId: int, purchased: bool } }, ...errors(400, 401, 404) },
} as const;

export const tracksPurchasedSchema = {
  tags,
  summary: 'Tracks the signed-in user bought, with purchases, used and remaining downloads',
  security: bearer,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          trackId: int,
          releaseId: int,
          title: str,
          purchases: int,
          downloads: int,
          remainingDownloads: int,
        },
      },
    },
    ...errors(401),
  },
} as const;

export const tracksDownloadedSchema = {
  tags,
  summary: 'Tracks the signed-in user downloaded completely',
  security: bearer,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: { trackId: int, releaseId: int, title: str, downloads: int, lastDownloadedAt: str },
      },
    },
    ...errors(401),
  },
} as const;

export const trackDownloadedSchema = {
  tags,
  summary: 'Acknowledges a download on the device; the server counts downloads itself, so nothing is used up',
  security: bearer,
  body: { ...trackIdBody, required: ['trackId'] },
  response: {
    200: {
      type: 'object',
      properties: { success: bool, trackId: int, downloaded: bool, canDownload: bool, reason },
    },
    ...errors(401, 404, 422),
  },
} as const;

export const syncDownloadSchema = {
  tags,
  summary: "The signed-in user's purchased and downloaded tracks, and whether this track can be downloaded",
  security: bearer,
  params: idParams,
  body: { ...trackIdBody, nullable: true },
  response: {
    200: {
      type: 'object',
      properties: {
        success: bool,
        trackId: int,
        purchasedTracks: { type: 'array', items: int },
        downloadedTracks: { type: 'array', items: int },
        canDownload: bool,
        reason,
      },
    },
    ...errors(400, 401, 404, 422),
  },
} as const;

export const forceResetSchema = {
  tags,
  summary: 'Recomputes the download right from paid purchases and completed downloads; grants nothing unpaid',
  security: bearer,
  params: idParams,
  body: { ...trackIdBody, nullable: true },
  response: {
    200: { type: 'object', properties: { success: bool, trackId: int, reset: bool, canDownload: bool, reason } },
    ...errors(400, 401, 404, 422),
  },
} as const;

export const downloadSchema = {
  tags,
  summary: 'The track file, when the signed-in user may download it; counted once the file was sent completely',
  security: bearer,
  params: idParams,
  response: { ...errors(400, 401, 403, 404, 409) },
} as const;

const sessionParams = {
  type: 'object',
  required: ['sessionId'],
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const paymentStatusSchema = {
  tags,
  summary: "One of the signed-in user's payment sessions: status and what it buys",
  security: bearer,
  params: sessionParams,
  response: {
    200: {
      type: 'object',
      properties: {
        sessionId: str,
        purpose: str,
        status: str,
        paid: bool,
        trackId: nullableInt,
        albumId: nullableInt,
      },
    },
    ...errors(400, 401, 404),
  },
} as const;

export const sessionStatusSchema = {
  tags,
  summary: "One of the signed-in user's payment sessions, in the card provider's words (open, complete, expired)",
  security: bearer,
  params: sessionParams,
  response: {
    200: { type: 'object', properties: { sessionId: str, status: str, paymentStatus: str } },
    ...errors(400, 401, 404),
  },
} as const;
