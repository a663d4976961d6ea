import type { PlanName } from '@kora/shared/contracts';
import { href } from '@kora/shared/routes';
import { sql, type Kysely } from 'kysely';
import type { Database, PaymentSessionRow, SubscriptionRow } from '../../db/tables';
import { notify, notifyAll } from '../notifications/notify';

type Writer = Kysely<Database>;

/** How long before its end a plan that will not renew is announced as lapsing (or, prepaid, as ending). */
export const LAPSING_NOTICE_DAYS = 3;
const BATCH = 500;
const LAPSING_KEY = 'plan-lapsing:';
const PREPAID_ENDING_KEY = 'plan-prepaid-ending:';

/** A plan renewed by a charge of ours (the renewal job): in force until `until`. */
export async function notifyPlanRenewed(
  trx: Writer,
  session: PaymentSessionRow,
  renewal: { plan: PlanName; until: string },
): Promise<void> {
  if (session.user_id === null) return;
  await notify(trx, session.user_id, 'plan-renewed', renewal, href('profile'), { once: `payment:${session.id}` });
}

/** A provider's invoice paid for the period after the one in force: the plan was renewed. */
export async function notifyProviderRenewal(
  db: Writer,
  row: SubscriptionRow,
  invoice: { invoiceId: string; periodStart: string | null; periodEnd: string | null },
): Promise<void> {
  const { periodStart, periodEnd } = invoice;
  if (row.plan === 'free' || !periodStart || !periodEnd || !row.current_period_end) return;
  if (Date.parse(periodStart) < Date.parse(row.current_period_end)) return;
  await notify(db, row.user_id, 'plan-renewed', { plan: row.plan, until: periodEnd }, href('profile'), {
    once: `invoice:${invoice.invoiceId}`,
  });
}

/** A provider's invoice for a plan unpaid: its subscriber hears of it once per provider event. */
export async function notifyPlanPaymentDeclined(
  db: Writer,
  invoice: { eventId: string; subscriptionId: string },
): Promise<void> {
  const subscription = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('provider_subscription_id', '=', invoice.subscriptionId)
    .executeTakeFirst();
  if (!subscription) return;
  await notify(db, subscription.user_id, 'payment-declined', {}, href('profile'), {
    once: `invoice-failed:${invoice.eventId}`,
  });
}

/** The two kinds of plans that end at their period's end without a word from their user. */
const ENDING = {
  /** Cancelled: the card plan stops. */
  cancelled: { kind: 'plan-lapsing', key: LAPSING_KEY },
  /** Prepaid (mobile money): it stops unless paid again, in one tap from the profile. */
  prepaid: { kind: 'plan-prepaid-ending', key: PREPAID_ENDING_KEY },
} as const;

/**
 * Plans ending at their period's end within LAPSING_NOTICE_DAYS: their users hear of it once per
 * period (the cause key names the period's end), whichever process of the renewal job gets there first.
 */
async function notifyEndingPlans(db: Writer, now: Date, which: keyof typeof ENDING): Promise<number> {
  const { kind, key } = ENDING[which];
  const soon = new Date(now.getTime() + LAPSING_NOTICE_DAYS * 24 * 60 * 60_000).toISOString();
  const ending = await db
    .selectFrom('subscriptions')
    .select(['user_id', 'plan', 'current_period_end'])
    .where('status', '=', 'active')
    .where((eb) =>
      which === 'prepaid'
        ? eb('payment_method', '=', 'mobile_money')
        : eb.and([eb('cancel_at_period_end', '=', 1), eb('payment_method', '!=', 'mobile_money')]),
    )
    .where('plan', '!=', 'free')
    .where('current_period_end', '>', now.toISOString())
    .where('current_period_end', '<=', soon)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notifications')
            .select('notifications.id')
            .whereRef('notifications.user_id', '=', 'subscriptions.user_id')
            .where('notifications.cause_key', '=', sql<string>`${key} || subscriptions.current_period_end`),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  return notifyAll(
    db,
    ending.map((row) => ({
      userId: row.user_id,
      kind,
      params: { plan: row.plan, until: row.current_period_end as string },
      link: href('profile'),
      once: `${key}${row.current_period_end}`,
    })),
  );
}

/** Cancelled plans ending within LAPSING_NOTICE_DAYS: 'plan-lapsing', once per period. */
export function notifyLapsingPlans(db: Writer, now: Date): Promise<number> {
  return notifyEndingPlans(db, now, 'cancelled');
}

/**
 * Prepaid plans (paid by mobile money) ending within LAPSING_NOTICE_DAYS: 'plan-prepaid-ending' ('Votre
 * forfait Starter prépayé prend fin le 27 décembre. Renouvelez-le en un geste.'), once per period: a
 * month paid again moves the end, and the new end is announced in its turn.
 */
export function notifyPrepaidPlansEnding(db: Writer, now: Date): Promise<number> {
  return notifyEndingPlans(db, now, 'prepaid');
}
