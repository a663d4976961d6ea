/**
 * Shapes shared by every API answer.
 *
 * Conventions (apply to every contract in this folder):
 * - Ids are numbers. Dates are ISO-8601 strings in UTC (e.g. "2025-03-01T20:00:00.000Z").
 * - Money: `price` is a number in the currency's major unit (1.99 for EUR 1,99 €; XOF has no
 *   decimals), `priceMinor` the same amount as an integer in the minor unit (199), and `currency`
 *   the ISO code. Compute with `priceMinor`; display with `price` and `currency`.
 * - Media fields (cover, image, audioUrl, thumbnailUrl, …) are absolute URLs built from the API's
 *   PUBLIC_URL, e.g. "http://localhost:4000/uploads/images/covers/release-3.png", or null when absent.
 *   Files live under /uploads/images/, /uploads/audio/, /uploads/videos/, /uploads/articles/,
 *   /uploads/partners/ and /uploads/images/banners/. Clients may still accept bare file names.
 * - Lists are plain JSON arrays.
 */

/** The currencies the site shows prices in. */
export const CURRENCIES = ['EUR', 'XOF', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Decimals of each currency's minor unit: EUR and USD have cents, XOF has none. */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = { EUR: 2, USD: 2, XOF: 0 };

export interface Price {
  /** Major units, e.g. 1.99 */
  price: number;
  /** Minor units (integer), e.g. 199 */
  priceMinor: number;
  currency: CurrencyCode;
}

/** An absolute URL of a media file, or null. */
export type MediaUrl = string | null;

export interface Violation {
  /** The request field at fault, e.g. "email" or "location.city". */
  propertyPath: string;
  message: string;
}

/** The body of every error answer (4xx and 5xx). */
export interface ApiErrorBody {
  /** Human readable, French first. */
  message: string;
  /** The HTTP status text, e.g. "Unprocessable Entity". */
  error: string;
  violations?: Violation[];
}

/** `GET /api/health` */
export interface HealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}
