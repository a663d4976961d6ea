import type { PaymentMethod, PlanName, SubscriptionStatus } from '@kora/shared/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/clock';
import type { Database, InvoiceRow, PaymentSessionRow, SubscriptionRow } from '../../db/tables';

export interface SubscriptionChanges {
  plan?: PlanName;
  status?: SubscriptionStatus;
  current_period_start?: string | null;
  current_period_end?: string | null;
  cancel_at_period_end?: number;
  provider?: string | null;
  provider_customer_id?: string | null;
  provider_subscription_id?: string | null;
  scheduled_plan?: 'starter' | 'premium' | null;
  renewal_claimed_until?: string | null;
  payment_method?: PaymentMethod;
}

/** An invoice and how it was paid (null for a provider's renewal, which has no payment session of ours). */
export type InvoiceWithPayment = InvoiceRow &
  Pick<PaymentSessionRow, 'mobile_operator' | 'mobile_phone_masked' | 'mobile_amount_xof'> & {
    payment_method: PaymentMethod | null;
  };

export interface NewInvoice {
  userId: number;
  paymentSessionId: number | null;
  providerInvoiceId: string | null;
  plan: PlanName;
  description: string;
  amountMinor: number;
  currency: string;
  periodStart: string | null;
  periodEnd: string | null;
}

/** (Works on the database or inside a transaction.) One subscription row per user (free when nothing is paid for) and the invoices of paid periods. */
export class SubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findOfUser(userId: number): Promise<SubscriptionRow | undefined> {
    return this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  findByProviderSubscription(subscriptionId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', subscriptionId)
      .executeTakeFirst();
  }

  /** Creates or replaces the user's subscription row. */
  async save(userId: number, changes: SubscriptionChanges): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('subscriptions')
      .values({ user_id: userId, plan: 'free', status: 'active', ...changes, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...changes, updated_at: now }))
      .execute();
  }

  /**
   * Writes the changes only over the row as `seen` (its plan, period end and payment method; or no row
   * at all): false when another write moved it first.
   */
  async saveIfUnchanged(
    userId: number,
    seen: SubscriptionRow | undefined,
    changes: SubscriptionChanges,
  ): Promise<boolean> {
    const now = nowIso();
    if (!seen) {
      const inserted = await this.db
        .insertInto('subscriptions')
        .values({ user_id: userId, plan: 'free', status: 'active', ...changes, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    }
    const updated = await this.db
      .updateTable('subscriptions')
      .set({ ...changes, updated_at: now })
      .where('id', '=', seen.id)
      .where('plan', '=', seen.plan)
      .where('status', '=', seen.status)
      .where('payment_method', '=', seen.payment_method)
      .where((eb) =>
        seen.current_period_end === null
          ? eb('current_period_end', 'is', null)
          : eb('current_period_end', '=', seen.current_period_end),
      )
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  async updateByProviderSubscription(subscriptionId: string, changes: SubscriptionChanges): Promise<void> {
    await this.db
      .updateTable('subscriptions')
      .set({ ...changes, updated_at: nowIso() })
      .where('provider_subscription_id', '=', subscriptionId)
      .execute();
  }

  /**
   * Paid subscriptions whose period is over and which no process is settling: the local provider's (to
   * renew or end) and those with a downgrade to apply (the providers that keep subscriptions renew
   * them themselves).
   */
  dueAt(now: string, limit: number): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', '=', 'active')
      .where('plan', '!=', 'free')
      .where('current_period_end', '<=', now)
      .where((eb) => eb.or([eb('renewal_claimed_until', 'is', null), eb('renewal_claimed_until', '<', now)]))
      .where((eb) =>
        eb.or([eb('provider', 'is', null), eb('provider', '!=', 'stripe'), eb('scheduled_plan', 'is not', null)]),
      )
      .orderBy('current_period_end')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a due subscription for one process until `until`: true for the one whose conditional update
   * matched (the period it saw still the current one, and no live claim by another process).
   */
  async claim(row: SubscriptionRow, now: string, until: string): Promise<boolean> {
    const result = await this.db
      .updateTable('subscriptions')
      .set({ renewal_claimed_until: until })
      .where('id', '=', row.id)
      .where('current_period_end', '=', row.current_period_end)
      .where((eb) => eb.or([eb('renewal_claimed_until', 'is', null), eb('renewal_claimed_until', '<', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records an invoice; a provider invoice already recorded is left as it is. */
  async addInvoice(invoice: NewInvoice): Promise<void> {
    await this.db
      .insertInto('invoices')
      .values({
        user_id: invoice.userId,
        payment_session_id: invoice.paymentSessionId,
        provider_invoice_id: invoice.providerInvoiceId,
        plan: invoice.plan,
        description: invoice.description,
        amount_minor: invoice.amountMinor,
        currency: invoice.currency,
        period_start: invoice.periodStart,
        period_end: invoice.periodEnd,
        issued_at: nowIso(),
      })
      .onConflict((oc) => oc.column('provider_invoice_id').doNothing())
      .execute();
  }

  /** Invoices with how their payment was made (a provider's own renewals have no payment session). */
  private invoicesWithPayment() {
    return this.db
      .selectFrom('invoices')
      .leftJoin('payment_sessions', 'payment_sessions.id', 'invoices.payment_session_id')
      .selectAll('invoices')
      .select([
        'payment_sessions.method as payment_method',
        'payment_sessions.mobile_operator',
        'payment_sessions.mobile_phone_masked',
        'payment_sessions.mobile_amount_xof',
      ]);
  }

  invoicesOfUser(userId: number): Promise<InvoiceWithPayment[]> {
    return this.invoicesWithPayment()
      .where('invoices.user_id', '=', userId)
      .orderBy('invoices.issued_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .execute();
  }

  invoiceOfUser(userId: number, invoiceId: number): Promise<InvoiceWithPayment | undefined> {
    return this.invoicesWithPayment()
      .where('invoices.id', '=', invoiceId)
      .where('invoices.user_id', '=', userId)
      .executeTakeFirst();
  }
}
