import { DOWNLOAD_FORMATS } from '../../media/audio/renditions';
import {
  AlbumCheckoutRequestSchema,
  CanDownloadResponseSchema,
  CheckoutSessionStatusResponseSchema,
  DownloadedTrackSchema,
  DownloadSyncResponseSchema,
  ForceResetDownloadResponseSchema,
  IsPurchasedResponseSchema,
  Nullable,
  PaymentStatusResponseSchema,
  PurchaseCheckoutResponseSchema,
  PurchasedTrackSchema,
  ReleaseTrackAccessResponseSchema,
  TrackCheckoutRequestSchema,
  TrackDownloadedResponseSchema,
  TrackIdRequestSchema,
} from '@kora/shared/contracts';
import { Type } from 'typebox';
import { bearer, errors, idempotencyKeyHeaders, idParams } from '../../http/schemas';

const tags = ['purchases'];

const checkoutErrors = errors(401, 404, 409, 422, 502);

export const trackCheckoutSchema = {
  tags,
  summary: 'Opens a card checkout for one track at its catalogue price (1.99 EUR unless it has its own)',
  security: bearer,
  headers: idempotencyKeyHeaders,
  body: TrackCheckoutRequestSchema,
  response: { 200: PurchaseCheckoutResponseSchema, ...checkoutErrors },
};

export const albumCheckoutSchema = {
  tags,
  summary: "Opens a card checkout for a whole album or EP at its price (each track's download is included)",
  security: bearer,
  headers: idempotencyKeyHeaders,
  body: AlbumCheckoutRequestSchema,
  response: { 200: PurchaseCheckoutResponseSchema, ...checkoutErrors },
};

export const canDownloadSchema = {
  tags,
  summary: 'Whether the signed-in user may download the track now, and why',
  security: bearer,
  params: idParams,
  response: { 200: CanDownloadResponseSchema, ...errors(400, 401, 404) },
};

export const releaseTrackAccessSchema = {
  tags,
  summary: 'Whether the signed-in user may download each track of a release, in one call',
  security: bearer,
  params: idParams,
  response: { 200: ReleaseTrackAccessResponseSchema, ...errors(400, 401, 404) },
};

export const isPurchasedSchema = {
  tags,
  summary: 'Whether the signed-in user bought the track (alone or with its album)',
  security: bearer,
  params: idParams,
  response: { 200: IsPurchasedResponseSchema, ...errors(400, 401, 404) },
};

export const tracksPurchasedSchema = {
  tags,
  summary: 'Tracks the signed-in user bought, with purchases, used and remaining downloads',
  security: bearer,
  response: { 200: Type.Array(PurchasedTrackSchema), ...errors(401) },
};

export const tracksDownloadedSchema = {
  tags,
  summary: 'Tracks the signed-in user downloaded completely',
  security: bearer,
  response: { 200: Type.Array(DownloadedTrackSchema), ...errors(401) },
};

export const trackDownloadedSchema = {
  tags,
  summary: 'Acknowledges a download on the device; the server counts downloads itself, so nothing is used up',
  security: bearer,
  body: Type.Required(TrackIdRequestSchema),
  response: { 200: TrackDownloadedResponseSchema, ...errors(401, 404, 422) },
};

export const syncDownloadSchema = {
  tags,
  summary: "The signed-in user's purchased and downloaded tracks, and whether this track can be downloaded",
  security: bearer,
  params: idParams,
  body: Nullable(TrackIdRequestSchema),
  response: { 200: DownloadSyncResponseSchema, ...errors(400, 401, 404, 422) },
};

export const forceResetSchema = {
  tags,
  summary: 'Recomputes the download right from paid purchases and completed downloads; grants nothing unpaid',
  security: bearer,
  params: idParams,
  body: Nullable(TrackIdRequestSchema),
  response: { 200: ForceResetDownloadResponseSchema, ...errors(400, 401, 404, 422) },
};

export const downloadSchema = {
  tags,
  summary:
    'The track file in the chosen format (master as uploaded, or MP3 320 kbps), when the signed-in user may download it. ' +
    'Byte ranges resume an interrupted download for 24 hours; the download is counted once every byte was sent.',
  security: bearer,
  params: idParams,
  querystring: Type.Object({
    format: Type.Optional(
      Type.Union(
        DOWNLOAD_FORMATS.map((format) => Type.Literal(format)),
        { default: 'master' },
      ),
    ),
  }),
  response: { ...errors(400, 401, 403, 404, 409, 416) },
};

const sessionParams = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 200 }) });

export const paymentStatusSchema = {
  tags,
  summary: "One of the signed-in user's payment sessions: status and what it buys",
  security: bearer,
  params: sessionParams,
  response: { 200: PaymentStatusResponseSchema, ...errors(400, 401, 404) },
};

export const sessionStatusSchema = {
  tags,
  summary: "One of the signed-in user's payment sessions, in the card provider's words (open, complete, expired)",
  security: bearer,
  params: sessionParams,
  response: { 200: CheckoutSessionStatusResponseSchema, ...errors(400, 401, 404) },
};
