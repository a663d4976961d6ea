import type { PaymentMethod, PaymentProviderName, PaymentPurpose, PaymentSessionStatus } from '@kora/shared/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connection';
import { nowIso } from '../db/clock';
import type { Database, PaymentSessionRow } from '../db/tables';

export interface NewPaymentSession {
  publicId: string;
  userId: number;
  provider: PaymentProviderName;
  purpose: PaymentPurpose;
  amountMinor: number;
  currency: string;
  subject: Record<string, unknown>;
  idempotencyKey: string;
  successUrl: string | null;
  cancelUrl: string | null;
  /** 'card' unless said. */
  method?: PaymentMethod;
  /** The price a mobile-money charge in FCFA converts. */
  listed?: { amountMinor: number; currency: string } | null;
}

/** What a mobile-money provider reported about a payment, for receipts and the history. */
export interface MobileMoneyDetails {
  operator: string | null;
  maskedPhone: string | null;
  amountXof: number | null;
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
        method: session.method ?? 'card',
        listed_amount_minor: session.listed?.amountMinor ?? null,
        listed_currency: session.listed?.currency ?? null,
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

  /** The session a provider's transaction belongs to (its provider session id), for that provider only. */
  findByProviderSession(
    provider: PaymentProviderName,
    providerSessionId: string,
  ): Promise<PaymentSessionRow | undefined> {
    return this.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_session_id', '=', providerSessionId)
      .orderBy('id')
      .executeTakeFirst();
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

  /** Closes a session that is still open (canceled, expired, failed); false when it was not open any more. */
  async close(id: number, status: Exclude<PaymentSessionStatus, 'open' | 'paid'>): Promise<boolean> {
    const result = await this.db
      .updateTable('payment_sessions')
      .set({ status, completed_at: nowIso() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Keeps what the provider said of a mobile-money payment; an unknown part keeps what was known. */
  async recordMobileMoneyDetails(id: number, details: MobileMoneyDetails): Promise<void> {
    const changes = {
      ...(details.operator !== null && { mobile_operator: details.operator }),
      ...(details.maskedPhone !== null && { mobile_phone_masked: details.maskedPhone }),
      ...(details.amountXof !== null && { mobile_amount_xof: details.amountXof }),
    };
    if (Object.keys(changes).length === 0) return;
    await this.db.updateTable('payment_sessions').set(changes).where('id', '=', id).execute();
  }

  /** Open mobile-money sessions of a provider, oldest first: what the sweeper asks about again. */
  openMobileMoney(provider: PaymentProviderName, limit: number): Promise<PaymentSessionRow[]> {
    return this.db
      .selectFrom('payment_sessions')
      .selectAll()
      .where('method', '=', 'mobile_money')
      .where('status', '=', 'open')
      .where('provider', '=', provider)
      .where('provider_session_id', 'is not', null)
      .orderBy('id')
      .limit(limit)
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
