import type { WebhookHeaders } from '../provider';
import { paidInFull, type MobileMoneyProvider, type MobileMoneyStatusReport } from './mobile-money-provider';

/**
 * What `POST /api/payments/mobile-money/notification` does with a notification, from CinetPay or the
 * simulator alike: verify its token and site (a WebhookSignatureError otherwise: answer 400), find our
 * session, then ASK the provider, and act only on that answer. The notification's own fields
 * (amount, cpm_error_message…) decide nothing, so a forged, altered, replayed or out-of-order
 * notification can at most make us ask again. Granting once is the hooks' part (PaymentService.confirm
 * marks the session paid with a compare-and-set in the same transaction as the fulfilment).
 */
export interface NotifiedSession {
  paymentSessionId: string;
  /** The FCFA the session charges. */
  amountXof: number;
}

export interface NotificationHooks {
  /** The session whose provider id is this transaction, or null. */
  sessionOf(transactionId: string): Promise<NotifiedSession | null>;
  /** The provider says paid in full: grant it (once, however many times this is called). */
  grant(session: NotifiedSession, report: MobileMoneyStatusReport): Promise<void>;
  /** The provider says refused or expired: close the session and tell the payer (once). */
  close(session: NotifiedSession, report: MobileMoneyStatusReport): Promise<void>;
}

export type NotificationOutcome =
  /** grant() was called */
  | 'granted'
  /** close() was called */
  | 'closed'
  /** still waiting for the payer: nothing to do */
  | 'pending'
  /** no session of ours: nothing asked, nothing done */
  | 'unknown-transaction'
  /** accepted for less than the session's amount, or in another currency: nothing granted (log it loudly) */
  | 'amount-mismatch';

export async function receiveNotification(
  provider: MobileMoneyProvider,
  fields: Readonly<Record<string, unknown>>,
  headers: WebhookHeaders,
  hooks: NotificationHooks,
): Promise<{ outcome: NotificationOutcome; transactionId: string; report: MobileMoneyStatusReport | null }> {
  const transactionId = provider.verifyNotification(fields, headers);
  const session = await hooks.sessionOf(transactionId);
  if (!session) return { outcome: 'unknown-transaction', transactionId, report: null };
  const report = await provider.checkStatus(transactionId);
  switch (report.status) {
    case 'accepted':
      if (!paidInFull(report, session.amountXof)) return { outcome: 'amount-mismatch', transactionId, report };
      await hooks.grant(session, report);
      return { outcome: 'granted', transactionId, report };
    case 'refused':
    case 'expired':
      await hooks.close(session, report);
      return { outcome: 'closed', transactionId, report };
    default:
      return { outcome: 'pending', transactionId, report };
  }
}
