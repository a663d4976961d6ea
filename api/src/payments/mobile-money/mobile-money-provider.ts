import { randomBytes } from 'node:crypto';
import { WebhookSignatureError, type WebhookHeaders } from '../provider';
import type { MinorAmount } from './fcfa';
import type { OperatorId } from './operators';
import type { PhoneNumber } from './phone-numbers';
import { tokenOf, verifyNotificationToken } from './signature';

/**
 * Mobile money, beside the card: CinetPay's hosted checkout when its keys are set, else the API's own
 * simulator. Both speak CinetPay's protocol: a payment is started (the payer goes to `url`), the
 * provider posts a signed notification, and only a status check that answers `accepted` grants anything.
 */
export type MobileMoneyProviderName = 'cinetpay' | 'simulator';

/** Where the provider posts its notifications, under the API's public address. */
export const NOTIFICATION_PATH = '/api/payments/mobile-money/notification';

export interface MobileMoneyStartRequest {
  /** Our payment session id (`ps_…`): sent as the payment's metadata and echoed back in `cpm_custom`. */
  paymentSessionId: string;
  /** What is charged, in FCFA: `chargeableAmount(toFcfa(price))`. */
  amountXof: number;
  /** What is bought, as the payer reads it. */
  description: string;
  /** The price as listed (1,99 €), shown beside the FCFA amount where the provider's page is ours. */
  price?: MinorAmount | null;
  /** `${publicUrl}${NOTIFICATION_PATH}` */
  notifyUrl: string;
  /** Where the payer's browser goes when the payment is over (whatever its outcome). */
  returnUrl: string;
  customer: {
    userId: number;
    email: string;
    name?: string | null;
    /** The number the payer used last time, when known (pre-fills the provider's page). */
    phone?: PhoneNumber | null;
  };
  /** The operator the payer chose in Kora's modal, when one was. */
  operator?: OperatorId | null;
}

export interface MobileMoneyStart {
  /** The provider's transaction id (CinetPay's `transaction_id`): keep it as the session's provider id. */
  transactionId: string;
  /** The page to send the payer to. */
  url: string;
}

export type MobileMoneyStatus = 'accepted' | 'refused' | 'pending' | 'expired';

/** What the provider answers about a payment when asked: the only thing that may grant it. */
export interface MobileMoneyStatusReport {
  transactionId: string;
  status: MobileMoneyStatus;
  /** The amount the provider says was (or is being) paid, in francs; null when it does not say. */
  amountXof: number | null;
  currency: string | null;
  operator: OperatorId | null;
  /** The provider's own code and message ('00' 'SUCCES', '627' 'TRANSACTION_CANCEL'…), for the logs. */
  code: string;
  message: string;
  /** The operator's reference for the payment, when accepted. */
  operatorReference: string | null;
}

/** One mobile-money provider: CinetPay or the simulator. */
export interface MobileMoneyProvider {
  readonly name: MobileMoneyProviderName;
  /** The site id notifications must carry. */
  readonly siteId: string;
  /** The FCFA amount this provider can charge for `xof` (CinetPay: a multiple of 5, at least 100). */
  chargeableAmount(xof: number): number;
  start(request: MobileMoneyStartRequest): Promise<MobileMoneyStart>;
  /**
   * The transaction a notification names, once its `x-token` verifies and it is for our site; throws
   * WebhookSignatureError otherwise. It grants nothing by itself: ask `checkStatus` next.
   */
  verifyNotification(fields: Readonly<Record<string, unknown>>, headers: WebhookHeaders): string;
  /** Asks the provider; throws when it cannot be asked (then nothing is decided). */
  checkStatus(transactionId: string): Promise<MobileMoneyStatusReport>;
}

/**
 * A new transaction id: 'KORA' and 24 hex digits, letters and digits only (CinetPay wants it unique;
 * a session that starts again gets a new one).
 */
export function newTransactionId(): string {
  return `KORA${randomBytes(12).toString('hex').toUpperCase()}`;
}

export const NOTIFICATION_TOKEN_INVALID = 'Jeton de notification invalide.';
export const NOTIFICATION_SITE_INVALID = 'Notification pour un autre site marchand.';
export const NOTIFICATION_MALFORMED = 'Notification de paiement illisible.';

/** The transaction of a notification signed with `secretKey` for `siteId`; WebhookSignatureError otherwise. */
export function verifiedTransactionId(
  fields: Readonly<Record<string, unknown>>,
  headers: WebhookHeaders,
  expected: { siteId: string; secretKey: string },
): string {
  const values = Object.values(fields ?? {});
  if (!fields || typeof fields !== 'object' || values.some((value) => typeof value !== 'string')) {
    throw new WebhookSignatureError(NOTIFICATION_MALFORMED);
  }
  if (!verifyNotificationToken(fields, tokenOf(headers), expected.secretKey)) {
    throw new WebhookSignatureError(NOTIFICATION_TOKEN_INVALID);
  }
  if (fields.cpm_site_id !== expected.siteId) throw new WebhookSignatureError(NOTIFICATION_SITE_INVALID);
  const transactionId = fields.cpm_trans_id;
  if (typeof transactionId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(transactionId)) {
    throw new WebhookSignatureError(NOTIFICATION_MALFORMED);
  }
  return transactionId;
}

/**
 * True when a report allows granting a payment of `expectedXof` francs: accepted, in XOF, for at least
 * that amount. The wiring checks this (not only `status`) before it grants.
 */
export function paidInFull(report: MobileMoneyStatusReport, expectedXof: number): boolean {
  return (
    report.status === 'accepted' &&
    report.currency?.toUpperCase() === 'XOF' &&
    report.amountXof !== null &&
    report.amountXof >= expectedXof
  );
}

export {
  CINETPAY_ENV_KEYS,
  mobileMoneySettingsFor,
  mobileMoneySettingsFrom,
  MOBILE_MONEY_SIMULATOR_IN_PRODUCTION,
  type CinetPaySettings,
  type MobileMoneySettings,
} from './settings';
