import { PLANS } from '@kora/shared/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { systemClock, type Clock } from '../../db/clock';
import type { Db } from '../../db/connection';
import type { SubscriptionRow } from '../../db/tables';
import type { PaymentService } from '../../payments/payment-service';
import { schedulePeriodic } from '../../jobs/schedule-periodic';
import { notifyLapsingPlans, notifyPrepaidPlansEnding } from './plan-notices';
import { planDescription } from './fulfilment';
import { isPrepaid, oneMonthAfter } from './plan-rules';
import { SubscriptionsRepository } from './repository';

/** How long a process keeps a subscription it settles; one that stopped midway leaves it to another after that. */
export const RENEWAL_CLAIM_MS = 5 * 60_000;
const BATCH = 100;

export interface Settlement {
  userId: number;
  outcome: 'renewed' | 'ended' | 'downgraded';
}

/**
 * Plans at their period's end, like a provider that keeps subscriptions: a local plan is renewed by a
 * charge (at the scheduled plan's price after a downgrade) or ends when it was cancelled, prepaid (paid by
 * mobile money) or cannot be charged any more (the test provider replaced by a real one); with Stripe,
 * which renews by itself, only a scheduled downgrade is applied. No plan stays in force unpaid.
 */
export class PlanRenewals {
  private readonly subscriptions: SubscriptionsRepository;

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {
    this.subscriptions = new SubscriptionsRepository(db);
  }

  /** One pass over the due subscriptions; answers what was done to each one this process settled. */
  async run(): Promise<Settlement[]> {
    const now = this.clock();
    const nowText = now.toISOString();
    const until = new Date(now.getTime() + RENEWAL_CLAIM_MS).toISOString();
    await notifyLapsingPlans(this.db, now).catch((err: unknown) =>
      this.log.error({ err }, 'lapsing plans could not be announced'),
    );
    await notifyPrepaidPlansEnding(this.db, now).catch((err: unknown) =>
      this.log.error({ err }, 'prepaid plans ending could not be announced'),
    );
    const done: Settlement[] = [];
    for (const row of await this.subscriptions.dueAt(nowText, BATCH)) {
      if (!(await this.subscriptions.claim(row, nowText, until))) continue;
      try {
        done.push({ userId: row.user_id, outcome: await this.settle(row, now) });
      } catch (err) {
        // The claim lapses and a later pass tries again.
        this.log.error({ err, subscription: row.id }, 'plan renewal failed');
      }
    }
    return done;
  }

  private async settle(row: SubscriptionRow, now: Date): Promise<Settlement['outcome']> {
    if (row.provider === 'stripe' && row.scheduled_plan) {
      await this.subscriptions.save(row.user_id, {
        plan: row.scheduled_plan,
        scheduled_plan: null,
        renewal_claimed_until: null,
      });
      return 'downgraded';
    }
    // A prepaid month (mobile money) is never charged again: paying again is the payer's own act.
    if (row.cancel_at_period_end === 1 || isPrepaid(row) || this.payments.provider.name !== 'local') {
      await this.subscriptions.save(row.user_id, {
        status: 'canceled',
        cancel_at_period_end: 0,
        scheduled_plan: null,
        renewal_claimed_until: null,
      });
      return 'ended';
    }
    await this.renew(row, now);
    return 'renewed';
  }

  private async renew(row: SubscriptionRow, now: Date): Promise<void> {
    const plan = row.scheduled_plan ?? row.plan;
    if (plan === 'free') throw new Error('A free plan is never renewed');
    const user = await this.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    // The next period follows the one paid for; after a long stop of every process it starts now.
    const followingStart = row.current_period_end ? new Date(row.current_period_end) : now;
    const start = oneMonthAfter(followingStart) <= now ? now : followingStart;
    const price = PLANS[plan];
    await this.payments.chargeWithoutBuyer({
      purpose: 'subscription',
      customer: { userId: row.user_id, email: user.email, providerCustomerId: row.provider_customer_id },
      amountMinor: price.priceMinor,
      currency: price.currency,
      description: planDescription(plan),
      subject: { plan, periodStart: start.toISOString() },
      idempotencyKey: `renewal-${row.id}-${start.toISOString()}`,
    });
  }
}

/** Runs the renewals every `everyMs` (and once when the server is ready) until it closes; 0 never. */
export function scheduleRenewals(app: FastifyInstance, renewals: PlanRenewals, everyMs: number): void {
  schedulePeriodic(app, 'plan renewals', everyMs, () => renewals.run());
}
