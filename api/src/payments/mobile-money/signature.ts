import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookHeaders } from '../provider';

/**
 * CinetPay's notification token (docs.cinetpay.com/api/1.0-fr/checkout/hmac, "CinetPay X-TOKEN
 * HMAC"): the header `x-token` is the hex HMAC-SHA256, with the merchant's secret key, of these form
 * fields' values concatenated in this order (a missing field counts as empty, as PHP's `.` does).
 * The simulator signs its notifications the same way.
 */
export const NOTIFICATION_FIELDS = [
  'cpm_site_id',
  'cpm_trans_id',
  'cpm_trans_date',
  'cpm_amount',
  'cpm_currency',
  'signature',
  'payment_method',
  'cel_phone_num',
  'cpm_phone_prefixe',
  'cpm_language',
  'cpm_version',
  'cpm_payment_config',
  'cpm_page_action',
  'cpm_custom',
  'cpm_designation',
  'cpm_error_message',
] as const;

export type NotificationField = (typeof NOTIFICATION_FIELDS)[number];

/** A notification's form fields, as CinetPay posts them. */
export type NotificationFields = Partial<Record<NotificationField, string>>;

export const TOKEN_HEADER = 'x-token';

/** The text that is signed: every field's value, in the documented order. */
export function signedText(fields: Readonly<Record<string, unknown>>): string {
  return NOTIFICATION_FIELDS.map((name) => {
    const value = fields[name];
    return typeof value === 'string' ? value : '';
  }).join('');
}

/** The `x-token` for these fields: lower-case hex, as PHP's hash_hmac answers it. */
export function signNotification(fields: Readonly<Record<string, unknown>>, secretKey: string): string {
  return createHmac('sha256', secretKey).update(signedText(fields), 'utf8').digest('hex');
}

/** The `x-token` header's one value, whatever its case or repetition; undefined when absent. */
export function tokenOf(headers: WebhookHeaders): string | undefined {
  const key = Object.keys(headers).find((name) => name.toLowerCase() === TOKEN_HEADER);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
}

/** True when `token` is the fields' HMAC with this secret; compared in constant time. */
export function verifyNotificationToken(
  fields: Readonly<Record<string, unknown>>,
  token: string | undefined,
  secretKey: string,
): boolean {
  if (!secretKey || typeof token !== 'string') return false;
  const received = token.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(received)) return false;
  const expected = Buffer.from(signNotification(fields, secretKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(received, 'hex'));
}
