import type { MobileMoneyOperator } from '@kora/shared/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../db/clock';
import { schedulePeriodic } from '../jobs/schedule-periodic';
import type { Db } from '../db/connection';
import type { PaymentSessionRow } from '../db/tables';
import { notifyPaymentDeclined } from './declined-notices';
import {
  paidInFull,
  type MobileMoneyProvider,
  type MobileMoneyStatusReport,
} from './mobile-money/mobile-money-provider';
import {
  receiveNotification,
  type NotificationHooks,
  type NotificationOutcome,
  type NotifiedSession,
} from './mobile-money/notification-flow';
import type { OperatorId } from './mobile-money/operators';
import { maskPhone } from './mobile-money/phone-numbers';
import type { PaymentService } from './payment-service';
import type { WebhookHeaders } from './provider';

/** The contract's operator ids are the core's, both ways (a compile error otherwise). */
const OPERATORS_AGREE: [MobileMoneyOperator] extends [OperatorId]
  ? [OperatorId] extends [MobileMoneyOperator]
    ? true
    : never
  : never = true;
void OPERATORS_AGREE;

/** Open sessions asked about in one sweep, oldest first. */
export const SWEEP_BATCH = 100;
/** A mobile-money session still waiting after this long is closed as expired (a later acceptance still grants it). */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** '+225 07 •• •• •• 01' from a verified notification's `cpm_phone_prefixe` and `cel_phone_num`, if any. */
export function maskedPhoneOf(fields: Readonly<Record<string, unknown>>): string | null {
  const prefix = typeof fields.cpm_phone_prefixe === 'string' ? fields.cpm_phone_prefixe.replace(/\D/g, '') : '';
  const number = typeof fields.cel_phone_num === 'string' ? fields.cel_phone_num.replace(/\D/g, '') : '';
  if (!number) return null;
  return maskPhone(prefix ? `+${prefix}${number}` : number);
}

/**
 * Settling mobile-money payments, whoever asks: the provider's notification (verified, then the status
 * asked: notification-flow.ts), the page the payer's browser comes back to, the payment-status endpoint
 * and the sweeper. Every path acts only on the provider's status answer and ends in the card's own paths:
 * `PaymentService.confirm` grants (once: its compare-and-set), `PaymentService.process` closes a refused
 * or expired payment (the failed / expired listeners: the declined notice, a store order's reservation).
 * Never called inside a database transaction: the simulator notifies (through the API itself) as it moves.
 */
export class MobileMoneyPayments {
  /** What time it is for the simulator's 10 minutes and the sweeper; tests move it forward. */
  now: Clock = systemClock;

  constructor(
    readonly provider: MobileMoneyProvider,
    private readonly payments: PaymentService,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async sessionOf(transactionId: string): Promise<PaymentSessionRow | null> {
    const row = await this.payments.sessions.findByProviderSession(this.provider.name, transactionId);
    return row && row.method === 'mobile_money' ? row : null;
  }

  private async record(row: PaymentSessionRow, report: MobileMoneyStatusReport, maskedPhone: string | null) {
    await this.payments.sessions.recordMobileMoneyDetails(row.id, {
      operator: report.operator,
      maskedPhone,
      amountXof: report.amountXof,
    });
  }

  private async grant(session: NotifiedSession, report: MobileMoneyStatusReport, maskedPhone: string | null) {
    const row = await this.payments.sessions.findByPublicId(session.paymentSessionId);
    if (!row) return;
    await this.record(row, report, maskedPhone);
    await this.payments.confirm({
      type: 'payment.succeeded',
      eventId: `mm_${report.transactionId}`,
      providerSessionId: report.transactionId,
      paymentSessionId: row.public_id,
      customerId: null,
      subscriptionId: null,
      invoiceId: null,
    });
  }

  private async close(
    session: NotifiedSession,
    transactionId: string,
    status: 'refused' | 'expired',
    report: MobileMoneyStatusReport | null,
    maskedPhone: string | null,
  ) {
    const row = await this.payments.sessions.findByPublicId(session.paymentSessionId);
    if (!row) return;
    if (report) await this.record(row, report, maskedPhone);
    // Paid (a later answer cannot take it back) or already closed: nothing to close, nobody to tell again.
    if (row.status !== 'open') return;
    const type = status === 'expired' ? 'payment.expired' : 'payment.failed';
    await this.payments.process({
      type,
      eventId: `mm_${transactionId}_${status}`,
      providerSessionId: transactionId,
      paymentSessionId: row.public_id,
    });
    // The declined notice listens to payment.failed (a card declined at Stripe); an expired mobile-money
    // payment tells the payer too (a card checkout left open expires silently). Once per session either way.
    if (type === 'payment.expired') await notifyPaymentDeclined(this.db, row);
  }

  private hooks(maskedPhone: string | null): NotificationHooks {
    return {
      sessionOf: async (transactionId) => {
        const row = await this.sessionOf(transactionId);
        return row ? { paymentSessionId: row.public_id, amountXof: row.amount_minor } : null;
      },
      grant: (session, report) => this.grant(session, report, maskedPhone),
      close: (session, report) => {
        const status = report.status === 'expired' ? 'expired' : 'refused';
        return this.close(session, report.transactionId, status, report, maskedPhone);
      },
    };
  }

  /**
   * A notification from the provider: WebhookSignatureError when its token or site id is wrong (nothing
   * asked, nothing done); else the status is asked and acted on. The payer's number, masked, is kept from
   * the verified notification (the status answer does not carry it).
   */
  async receive(
    fields: Readonly<Record<string, unknown>>,
    headers: WebhookHeaders,
  ): Promise<{ outcome: NotificationOutcome; transactionId: string }> {
    const { outcome, transactionId, report } = await receiveNotification(
      this.provider,
      fields,
      headers,
      this.hooks(maskedPhoneOf(fields)),
    );
    if (outcome === 'amount-mismatch') {
      this.log.error({ transactionId, report }, 'mobile-money payment accepted for less than its amount');
    }
    if (report && (outcome === 'pending' || outcome === 'amount-mismatch')) {
      // Granted and closed payments had theirs kept on the way; a waiting one shows the operator and number too.
      const row = await this.sessionOf(transactionId);
      if (row) await this.record(row, report, maskedPhoneOf(fields));
    }
    return { outcome, transactionId };
  }

  /**
   * An open mobile-money session asked from its provider and settled by the answer (the return page, the
   * status endpoint, the sweeper): the session as it is afterwards. Throws when the provider cannot be asked.
   */
  async settle(row: PaymentSessionRow): Promise<PaymentSessionRow> {
    if (row.method !== 'mobile_money' || row.status !== 'open' || row.provider !== this.provider.name) return row;
    const transactionId = row.provider_session_id;
    if (!transactionId) return row;
    const report = await this.provider.checkStatus(transactionId);
    const session = { paymentSessionId: row.public_id, amountXof: row.amount_minor };
    switch (report.status) {
      case 'accepted':
        if (paidInFull(report, session.amountXof)) await this.grant(session, report, null);
        else this.log.error({ transactionId, report }, 'mobile-money payment accepted for less than its amount');
        break;
      case 'refused':
      case 'expired':
        await this.close(session, transactionId, report.status, report, null);
        break;
      default:
        await this.record(row, report, null);
        break;
    }
    return (await this.payments.sessions.findByPublicId(row.public_id)) ?? row;
  }

  /**
   * Asks about every open mobile-money session again (a notification may be lost): the simulator's expire
   * after 10 minutes; one still waiting after a day is closed as expired.
   */
  async sweep(): Promise<{ asked: number; open: number }> {
    const rows = await this.payments.sessions.openMobileMoney(this.provider.name, SWEEP_BATCH);
    let open = 0;
    for (const row of rows) {
      try {
        const settled = await this.settle(row);
        if (settled.status !== 'open') continue;
        if (this.now().getTime() - Date.parse(row.created_at) < GIVE_UP_AFTER_MS) {
          open += 1;
          continue;
        }
        const session = { paymentSessionId: row.public_id, amountXof: row.amount_minor };
        await this.close(session, row.provider_session_id ?? row.public_id, 'expired', null, null);
      } catch (err) {
        open += 1;
        this.log.warn({ err, paymentSession: row.public_id }, 'mobile-money payment could not be asked about');
      }
    }
    return { asked: rows.length, open };
  }
}

/** Runs the sweep every `everyMs` (0: never), one at a time, stopped with the server. */
export function scheduleMobileMoneySweeps(app: FastifyInstance, mobileMoney: MobileMoneyPayments, everyMs: number) {
  schedulePeriodic(app, 'mobile-money sweep', everyMs, () => mobileMoney.sweep());
}
