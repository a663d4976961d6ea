import type { PaymentPurpose, PaymentSessionStatus } from '@kora/shared/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import { nowIso } from '../db/clock';
import type { Database, PaymentSessionRow } from '../db/tables';

export interface NewPaymentSession {
  publicId: string;
  userId: number;
  provider: 'local' | 'stripe';
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: string;
  subject: Record<string, unknown>;
  idempotencyKey: string;
  successUrl: string | null;
  cancelUrl: string | null;
}

/** Payment sessions: one per checkout or payment intent, from open to paid (once) or closed. */
export class PaymentSessionsRepository {
  constructor(private readonly db: Db) {}

  create(session: NewPaymentSession): Promise<PaymentSessionRow> {
    return this.db
      .insertInto('payment_sessions')
      .values({
        public_id: session.publicId,
        user_id: session.userId,
        provider: session.provider,
        purpose: session.purpose,
        status: 'open',
        amount_minor: session.amountMinor,
        currency: session.currency,
        subject: JSON.stringify(session.subject),
        idempotency_key: session.idempotencyKey,
        success_url: session.successUrl,
        cancel_url: session.cancelUrl,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async attachProviderSession(id: number, providerSessionId: string, checkoutUrl: string | null): Promise<void> {
    await this.db
      .updateTable('payment_sessions')
      .set({ provider_session_id: providerSessionId, checkout_url: checkoutUrl })
      .where('id', '=', id)
      .execute();
  }

  findByIdempotencyKey(key: string): Promise<PaymentSessionRow | undefined> {
    return this.db.selectFrom('payment_sessions').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  }

  findByPublicId(publicId: string): Promise<PaymentSessionRow | undefined> {
    return this.db.selectFrom('payment_sessions').selectAll().where('public_id', '=', publicId).executeTakeFirst();
  }

  /** By our id or the provider's session id. */
  findByAnyId(id: string): Promise<PaymentSessionRow | undefined> {
    return this.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where((eb) => eb.or([eb('public_id', '=', id), eb('provider_session_id', '=', id)]))
      .orderBy('id')
      .executeTakeFirst();
  }

  /** Moves an open session to paid; false when another confirmation got there first. */
  async markPaid(trx: Transaction<Database>, id: number): Promise<boolean> {
    const result = await trx
      .updateTable('payment_sessions')
      .set({ status: 'paid', completed_at: nowIso() })
      .where('id', '=', id)
      .where('status', '!=', 'paid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Closes a session that is still open (canceled, expired, failed). */
  async close(id: number, status: Exclude<PaymentSessionStatus, 'open' | 'paid'>): Promise<void> {
    await this.db
      .updateTable('payment_sessions')
      .set({ status, completed_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .execute();
  }

  listOfUser(userId: number): Promise<PaymentSessionRow[]> {
    return this.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'open')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }
}

export function subjectOf(session: PaymentSessionRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(session.subject);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
