/**
 * Track and album purchases, and the one-download-per-purchase rule (catalogue-and-commerce.md §4, §5, §7).
 *
 * The server decides: a purchase exists only once the payment provider confirmed it; each paid purchase
 * of a track (or of the album it belongs to) gives one download of that track; premium users (plan
 * feature `unlimitedDownloads`) download any track without limit and without buying.
 */

import { Type, type Static } from 'typebox';
import {
  CheckoutSessionSchema,
  MobileMoneyChargeProperties,
  MobileMoneyDetailsProperties,
  PaymentMethodChoiceProperties,
  PaymentPurposeSchema,
  PaymentSessionStatusSchema,
} from './payments';
import { Nullable, PriceProperties } from './schema-kit';
import { ReturnUrlSchema } from './subscriptions';

/** The track price when a track has none of its own: 1.99 EUR. */
export const DEFAULT_TRACK_PRICE_MINOR = 199;

const IdSchema = Type.Integer({ minimum: 1 });

/** The body of both checkout calls, the item named by `idField`. */
const checkoutRequest = <Field extends 'trackId' | 'albumId'>(idField: Field) =>
  Type.Object({
    ...({ [idField]: IdSchema } as Record<Field, typeof IdSchema>),
    amount: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        default: 1.99,
        description: 'EUR; checked (positive) but the server charges its own price.',
      }),
    ),
    successUrl: Type.Optional(ReturnUrlSchema),
    cancelUrl: Type.Optional(ReturnUrlSchema),
    ...PaymentMethodChoiceProperties,
  });

/**
 * `POST /api/create-stripe-session`, bearer. Return URLs must be on the web app; by default the release
 * page with `?payment_success=true&track_id={trackId}` and the release page. `method: 'mobile_money'`
 * charges the price in FCFA instead of by card (`checkoutUrl` is then the mobile-money page); the browser
 * comes back to the success address only once the provider says the payment was accepted.
 * Errors: 401 'Vous devez être connecté pour effectuer un achat.'; 422 'Données de paiement invalides: invalid
 * track ID, invalid amount' (violations on trackId / amount); 404 'Morceau introuvable.'.
 */
export const TrackCheckoutRequestSchema = checkoutRequest('trackId');
export type TrackCheckoutRequest = Static<typeof TrackCheckoutRequestSchema>;

/** `POST /api/create-album-stripe-session`, bearer: the same rules for a whole album or EP. 404 'Album introuvable.' */
export const AlbumCheckoutRequestSchema = checkoutRequest('albumId');
export type AlbumCheckoutRequest = Static<typeof AlbumCheckoutRequestSchema>;

/**
 * Answer of both checkout calls: send the browser to `checkoutUrl`; the price is the catalogue's. By
 * mobile money, `amountXof` is what is charged and `chargeLabel` says it ('Vous allez payer 1 306 FCFA
 * (1,99 €)'): show it before sending the payer on.
 */
export const PurchaseCheckoutResponseSchema = Type.Object({
  ...CheckoutSessionSchema.properties,
  ...PriceProperties,
  ...MobileMoneyChargeProperties,
});
export type PurchaseCheckoutResponse = Static<typeof PurchaseCheckoutResponseSchema>;

/** Why a download is or is not possible, as the server says it. */
export const ServerDownloadReasonSchema = Type.Enum(['can_download', 'already_downloaded', 'not_purchased'] as const);
export type ServerDownloadReason = Static<typeof ServerDownloadReasonSchema>;

/** Every reason the web app may show, including its own (no token, network, a failed reset…). */
export type DownloadReason =
  ServerDownloadReason | 'no_token' | 'backend_error' | 'network_error' | 'reset_failed' | 'error' | 'unknown';

/** The files a purchased track downloads as: the master as uploaded, or an MP3 at 320 kbps. */
export const TRACK_DOWNLOAD_FORMATS = ['master', 'mp3-320'] as const;
export type TrackDownloadFormat = (typeof TRACK_DOWNLOAD_FORMATS)[number];

/** `GET /api/track/{id}/download?format=`, bearer: the master unless said. */
export const TrackDownloadQuerySchema = Type.Object({
  format: Type.Optional(
    Type.Union(
      TRACK_DOWNLOAD_FORMATS.map((format) => Type.Literal(format)),
      { default: 'master' },
    ),
  ),
});

/** `GET /api/user/track/{id}/can-download`, bearer. */
export const CanDownloadResponseSchema = Type.Object({
  trackId: Type.Integer(),
  canDownload: Type.Boolean(),
  reason: ServerDownloadReasonSchema,
  purchased: Type.Boolean({ description: 'At least one paid purchase of the track or of its album.' }),
  unlimited: Type.Boolean({ description: 'Premium: downloads without limit and without buying.' }),
  remainingDownloads: Nullable(Type.Integer({ description: 'Downloads left from purchases (null when unlimited).' })),
});
export type CanDownloadResponse = Static<typeof CanDownloadResponseSchema>;

/** `GET /api/user/releases/{id}/track-access`, bearer: the download right of every track of a release, in track order. */
export const ReleaseTrackAccessResponseSchema = Type.Array(CanDownloadResponseSchema);
export type ReleaseTrackAccessResponse = Static<typeof ReleaseTrackAccessResponseSchema>;

/** `GET /api/track/{id}/is-purchased`, bearer. */
export const IsPurchasedResponseSchema = Type.Object({ trackId: Type.Integer(), purchased: Type.Boolean() });
export type IsPurchasedResponse = Static<typeof IsPurchasedResponseSchema>;

/** One track of `GET /api/user/tracks-purchased`. */
export const PurchasedTrackSchema = Type.Object({
  trackId: Type.Integer(),
  releaseId: Type.Integer(),
  title: Type.String(),
  purchases: Type.Integer({ description: 'Paid purchases of the track or of its album.' }),
  downloads: Type.Integer({ description: 'Downloads those purchases were used for.' }),
  remainingDownloads: Type.Integer(),
});
export type PurchasedTrack = Static<typeof PurchasedTrackSchema>;

/** One track of `GET /api/user/tracks-downloaded`. */
export const DownloadedTrackSchema = Type.Object({
  trackId: Type.Integer(),
  releaseId: Type.Integer(),
  title: Type.String(),
  downloads: Type.Integer(),
  lastDownloadedAt: Type.String(),
});
export type DownloadedTrack = Static<typeof DownloadedTrackSchema>;

/** The fields every per-track download answer ends with. */
const DownloadStateProperties = {
  trackId: Type.Integer(),
  canDownload: Type.Boolean(),
  reason: ServerDownloadReasonSchema,
};

/** The body of the per-track download calls; optional where the path names the track. */
export const TrackIdRequestSchema = Type.Object({ trackId: Type.Optional(IdSchema) });

/**
 * `POST /api/user/track/{id}/sync-download-status` and the state after payment. `purchasedTracks`: every
 * track with a paid purchase; `downloadedTracks`: those whose paid downloads are all used.
 */
export const DownloadSyncResponseSchema = Type.Object({
  success: Type.Literal(true),
  purchasedTracks: Type.Array(Type.Integer()),
  downloadedTracks: Type.Array(Type.Integer()),
  ...DownloadStateProperties,
});
export type DownloadSyncResponse = Static<typeof DownloadSyncResponseSchema>;

/**
 * `POST /api/user/track-downloaded {trackId}`: acknowledges a download on the device. The server counts a
 * download itself when the file was sent completely, so this records nothing and answers the state.
 */
export const TrackDownloadedResponseSchema = Type.Object({
  success: Type.Literal(true),
  downloaded: Type.Boolean(),
  ...DownloadStateProperties,
});
export type TrackDownloadedResponse = Static<typeof TrackDownloadedResponseSchema>;

/**
 * `POST /api/user/track/{id}/force-reset-download`: recomputes the download right from the paid purchases
 * and the completed downloads only (a broken download never used one up). It stores nothing and never
 * grants a download that was not paid for: `reset` is true only when a paid download is available.
 */
export const ForceResetDownloadResponseSchema = Type.Object({
  success: Type.Boolean(),
  reset: Type.Boolean(),
  ...DownloadStateProperties,
});
export type ForceResetDownloadResponse = Static<typeof ForceResetDownloadResponseSchema>;

/** The path of both payment status calls: the session's id, the provider's (cs_…) or the API's own. */
export const PaymentSessionParamsSchema = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * `GET /api/check-payment-status/{sessionId}`, bearer: one of the user's own payment sessions. An open
 * mobile-money session is first asked from its provider, so it answers as the provider knows it; its
 * answer adds the method, the operator, the number masked and the FCFA amount.
 */
export const PaymentStatusResponseSchema = Type.Object({
  sessionId: Type.String(),
  purpose: PaymentPurposeSchema,
  status: PaymentSessionStatusSchema,
  paid: Type.Boolean(),
  trackId: Nullable(Type.Integer()),
  albumId: Nullable(Type.Integer()),
  ...MobileMoneyDetailsProperties,
});
export type PaymentStatusResponse = Static<typeof PaymentStatusResponseSchema>;

/** `GET /api/stripe/session-status/{sessionId}`, bearer: the session in the card provider's words. */
export const CheckoutSessionStatusResponseSchema = Type.Object({
  sessionId: Type.String(),
  status: Type.Enum(['open', 'complete', 'expired'] as const),
  paymentStatus: Type.Enum(['paid', 'unpaid'] as const),
});
export type CheckoutSessionStatusResponse = Static<typeof CheckoutSessionStatusResponseSchema>;
