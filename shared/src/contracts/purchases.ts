/**
 * Track and album purchases, and the one-download-per-purchase rule (catalogue-and-commerce.md §4, §5, §7).
 *
 * The server decides: a purchase exists only once the payment provider confirmed it; each paid purchase
 * of a track (or of the album it belongs to) gives one download of that track; premium users (plan
 * feature `unlimitedDownloads`) download any track without limit and without buying.
 */

import type { Price } from './common';
import type { CheckoutSession, PaymentPurpose, PaymentSessionStatus } from './payments';

/** The track price when a track has none of its own: 1.99 EUR. */
export const DEFAULT_TRACK_PRICE_MINOR = 199;

/**
 * `POST /api/create-stripe-session`, bearer. `amount` (EUR, default 1.99) is checked (positive) but the
 * server charges its own price. Return URLs must be on the web app; by default the release page with
 * `?payment_success=true&track_id={trackId}` and the release page.
 * Errors: 401 'Vous devez être connecté pour effectuer un achat.'; 422 'Données de paiement invalides: invalid
 * track ID, invalid amount' (violations on trackId / amount); 404 'Morceau introuvable.'.
 */
export interface TrackCheckoutRequest {
  trackId: number;
  amount?: number;
  successUrl?: string;
  cancelUrl?: string;
}

/** `POST /api/create-album-stripe-session`, bearer: the same rules for a whole album or EP. 404 'Album introuvable.' */
export interface AlbumCheckoutRequest {
  albumId: number;
  amount?: number;
  successUrl?: string;
  cancelUrl?: string;
}

/** Answer of both checkout calls: send the browser to `checkoutUrl`; the price is the one charged. */
export type PurchaseCheckoutResponse = CheckoutSession & Price;

/** Why a download is or is not possible, as the server says it. */
export type ServerDownloadReason = 'can_download' | 'already_downloaded' | 'not_purchased';

/** Every reason the web app may show, including its own (no token, network, a failed reset…). */
export type DownloadReason =
  ServerDownloadReason | 'no_token' | 'backend_error' | 'network_error' | 'reset_failed' | 'error' | 'unknown';

/** `GET /api/user/track/{id}/can-download`, bearer. */
export interface CanDownloadResponse {
  trackId: number;
  canDownload: boolean;
  reason: ServerDownloadReason;
  /** At least one paid purchase of the track or of its album. */
  purchased: boolean;
  /** Premium: downloads without limit and without buying. */
  unlimited: boolean;
  /** Downloads left from purchases (null when unlimited). */
  remainingDownloads: number | null;
}

/** `GET /api/track/{id}/is-purchased`, bearer. */
export interface IsPurchasedResponse {
  trackId: number;
  purchased: boolean;
}

/** One track of `GET /api/user/tracks-purchased`. */
export interface PurchasedTrack {
  trackId: number;
  releaseId: number;
  title: string;
  /** Paid purchases of the track or of its album. */
  purchases: number;
  /** Downloads those purchases were used for. */
  downloads: number;
  remainingDownloads: number;
}

/** One track of `GET /api/user/tracks-downloaded`. */
export interface DownloadedTrack {
  trackId: number;
  releaseId: number;
  title: string;
  downloads: number;
  lastDownloadedAt: string;
}

/**
 * `POST /api/user/track/{id}/sync-download-status` and the state after payment. `purchasedTracks`: every
 * track with a paid purchase; `downloadedTracks`: those whose paid downloads are all used.
 */
export interface DownloadSyncResponse {
  success: true;
  trackId: number;
  purchasedTracks: number[];
  downloadedTracks: number[];
  canDownload: boolean;
  reason: ServerDownloadReason;
}

/**
 * `POST /api/user/track-downloaded {trackId}`: acknowledges a download on the device. The server counts a
 * download itself when the file was sent completely, so this records nothing and answers the state.
 */
export interface TrackDownloadedResponse {
  success: true;
  trackId: number;
  downloaded: boolean;
  canDownload: boolean;
  reason: ServerDownloadReason;
}

/**
 * `POST /api/user/track/{id}/force-reset-download`: recomputes the download right from the paid purchases
 * and the completed downloads only (a broken download never used one up). It stores nothing and never
 * grants a download that was not paid for: `reset` is true only when a paid download is available.
 */
export interface ForceResetDownloadResponse {
  success: boolean;
  trackId: number;
  reset: boolean;
  canDownload: boolean;
  reason: ServerDownloadReason;
}

/** `GET /api/check-payment-status/{sessionId}`, bearer: one of the user's own payment sessions. */
export interface PaymentStatusResponse {
  sessionId: string;
  purpose: PaymentPurpose;
  status: PaymentSessionStatus;
  paid: boolean;
  trackId: number | null;
  albumId: number | null;
}

/** `GET /api/stripe/session-status/{sessionId}`, bearer: the session in the card provider's words. */
export interface CheckoutSessionStatusResponse {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
}
