import {
  PLANS,
  type CheckFeatureResponse,
  type CreateCheckoutSessionResponse,
  type CurrentPlan,
  type FeatureName,
  type Invoice,
  type MobileMoneyOperator,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentRecord,
  type PlanName,
  type Subscription,
  type SubscriptionStatusResponse,
  type UsageStatsResponse,
} from '@kora/shared/contracts';
import { formatDate } from '@kora/shared/format';
import type { Db } from '../../db/connection';
import type { InvoiceRow, SubscriptionRow, UserRow } from '../../db/tables';
import { conflict, HttpError, unauthorized } from '../../http/errors';
import { priceOf } from '../../http/money';
import type { PaymentService } from '../../payments/payment-service';
import type { PayingCustomer, PlanPrice, ProviderSubscriptionState } from '../../payments/provider';
import { subjectOf } from '../../payments/sessions-repository';
import { planDescription } from './fulfilment';
import { effectivePlan, featureEnabled, isPrepaid, isUpgrade, requiredPlanFor, subscriptionView } from './plan-rules';
import { favouritesUsed, playlistsUsed } from '../library/plan-limits';
import { mobileMoneyDetails } from './invoice-payment';
import { SubscriptionsRepository, type InvoiceWithPayment } from './repository';

export const SAME_PLAN = 'Vous avez déjà ce plan';
export const NO_ACTIVE_SUBSCRIPTION = 'Aucun abonnement actif.';
export const CANCEL_SCHEDULED = 'Votre abonnement sera annulé à la fin de la période en cours.';
export const UPGRADE_DECLINED = 'Le paiement du changement de forfait a échoué : votre forfait reste inchangé.';

const frenchDate = (iso: string | null) => formatDate(iso, 'fr-FR', 'UTC');

/** A prepaid plan has nothing to cancel: 'Votre forfait Starter prépayé n’est pas renouvelé automatiquement : il prend fin le 27 décembre 2026.' */
export function prepaidNotRenewed(plan: PlanName, periodEnd: string | null): string {
  return `Votre forfait ${PLANS[plan].label} prépayé n’est pas renouvelé automatiquement : il prend fin le ${frenchDate(periodEnd)}.`;
}

/** A lower plan cannot be scheduled on a prepaid one, which is never renewed: it is taken once that one ends. */
export function prepaidLowerPlanLater(current: PlanName, lower: PlanName, periodEnd: string | null): string {
  return `Votre forfait ${PLANS[current].label} prépayé court jusqu’au ${frenchDate(periodEnd)} : vous pourrez passer à ${PLANS[lower].label} à sa fin.`;
}

type PaidPlan = Exclude<PlanName, 'free'>;

/** How a plan is paid: card unless said; by mobile money, the operator chosen in Kora's modal. */
interface PaymentChoice {
  method?: PaymentMethod;
  operator?: MobileMoneyOperator;
}

export function upgradeNeedsPayment(plan: PlanName): string {
  return `Le passage au forfait ${PLANS[plan].label} se fait par un paiement : ouvrez une session de paiement.`;
}

/** "Votre forfait passera à Starter le 12 mars 2026." */
export function downgradeScheduled(plan: PlanName, periodEnd: string | null): string {
  const date = formatDate(periodEnd, 'fr-FR', 'UTC');
  return date
    ? `Votre forfait passera à ${PLANS[plan].label} le ${date}.`
    : `Votre forfait passera à ${PLANS[plan].label} à la fin de la période en cours.`;
}

function planPrice(plan: PaidPlan): PlanPrice {
  const price = PLANS[plan];
  return { plan, amountMinor: price.priceMinor, currency: price.currency, description: planDescription(plan) };
}

export interface PlanState {
  currentPlan: CurrentPlan;
  subscription: Subscription | null;
}

/** Plans, checkout, cancellation, plan changes, invoices and usage of one user. */
export class SubscriptionsService {
  private readonly subscriptions: SubscriptionsRepository;

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly publicUrl: string,
  ) {
    this.subscriptions = new SubscriptionsRepository(db);
  }

  private async user(userId: number): Promise<UserRow> {
    const user = await this.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw unauthorized('Utilisateur introuvable.');
    return user;
  }

  private async customer(userId: number, row: SubscriptionRow | undefined): Promise<PayingCustomer> {
    const user = await this.user(userId);
    return { userId, email: user.email, providerCustomerId: row?.provider_customer_id ?? null };
  }

  async state(userId: number): Promise<PlanState> {
    const row = await this.subscriptions.findOfUser(userId);
    return { currentPlan: PLANS[effectivePlan(row)], subscription: subscriptionView(row) };
  }

  async status(userId: number): Promise<SubscriptionStatusResponse['data']> {
    const row = await this.subscriptions.findOfUser(userId);
    const view = subscriptionView(row);
    const plan = effectivePlan(row);
    return {
      plan,
      status: view?.status ?? 'none',
      isActive: plan !== 'free',
      cancelAtPeriodEnd: view?.cancelAtPeriodEnd ?? false,
      currentPeriodStart: view?.currentPeriodStart ?? null,
      currentPeriodEnd: view?.currentPeriodEnd ?? null,
    };
  }

  /**
   * A checkout for a plan: by card, a subscription renewed every month; by mobile money, one prepaid
   * month (the same plan again while a prepaid one runs adds a month from its end).
   */
  async startCheckout(
    userId: number,
    request: { plan: PaidPlan; successUrl: string; cancelUrl: string } & PaymentChoice,
    idempotencyKey?: string,
  ): Promise<CreateCheckoutSessionResponse['data']> {
    const row = await this.subscriptions.findOfUser(userId);
    const current = effectivePlan(row);
    const byMobileMoney = request.method === 'mobile_money';
    const extendsPrepaid = byMobileMoney && isPrepaid(row) && current === request.plan;
    if (current === request.plan && !extendsPrepaid) throw conflict(SAME_PLAN);
    const plan = PLANS[request.plan];
    const { session, checkout } = await this.payments.startCheckout({
      purpose: 'subscription',
      customer: await this.customer(userId, row),
      amountMinor: plan.priceMinor,
      currency: plan.currency,
      description: planDescription(plan.name),
      subject: { plan: plan.name },
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      recurring: !byMobileMoney,
      method: request.method,
      operator: request.operator,
      idempotencyKey,
    });
    return { ...checkout, ...this.payments.chargeOf(session) };
  }

  async openPortal(userId: number, returnUrl: string): Promise<{ url: string }> {
    const row = await this.subscriptions.findOfUser(userId);
    return this.payments.provider.openBillingPortal({ customer: await this.customer(userId, row), returnUrl });
  }

  /** The paid subscription still running, or 409. */
  private async running(userId: number): Promise<SubscriptionRow> {
    const row = await this.subscriptions.findOfUser(userId);
    if (!row || effectivePlan(row) === 'free') throw conflict(NO_ACTIVE_SUBSCRIPTION);
    return row;
  }

  /** The provider's answer to a cancellation or reactivation: its state, never a plan (that follows payments). */
  private async applyProviderState(
    userId: number,
    state: ProviderSubscriptionState | null,
    local: Pick<SubscriptionRow, 'cancel_at_period_end'>,
  ): Promise<void> {
    await this.subscriptions.save(
      userId,
      state
        ? {
            status: state.status,
            cancel_at_period_end: state.cancelAtPeriodEnd ? 1 : 0,
            ...(state.periodStart && { current_period_start: state.periodStart }),
            ...(state.periodEnd && { current_period_end: state.periodEnd }),
          }
        : { cancel_at_period_end: local.cancel_at_period_end },
    );
  }

  async cancel(userId: number): Promise<PlanState & { message: string }> {
    const row = await this.running(userId);
    if (isPrepaid(row)) throw conflict(prepaidNotRenewed(row.plan, row.current_period_end));
    const state = row.provider_subscription_id
      ? await this.payments.provider.setCancelAtPeriodEnd(row.provider_subscription_id, true)
      : null;
    await this.applyProviderState(userId, state, { cancel_at_period_end: 1 });
    return { message: CANCEL_SCHEDULED, ...(await this.state(userId)) };
  }

  async reactivate(userId: number): Promise<PlanState & { message: string }> {
    const row = await this.subscriptions.findOfUser(userId);
    if (!row || effectivePlan(row) === 'free' || row.cancel_at_period_end !== 1)
      throw conflict('Aucun abonnement à réactiver.');
    const state = row.provider_subscription_id
      ? await this.payments.provider.setCancelAtPeriodEnd(row.provider_subscription_id, false)
      : null;
    await this.applyProviderState(userId, state, { cancel_at_period_end: 0 });
    return { message: 'Votre abonnement a été réactivé.', ...(await this.state(userId)) };
  }

  /**
   * A higher plan is paid before it is in force; a lower one starts at the period's end; free cancels
   * at the period's end; asking for the current plan withdraws a scheduled downgrade.
   */
  async changePlan(userId: number, plan: PlanName): Promise<PlanState & { message: string }> {
    const row = await this.subscriptions.findOfUser(userId);
    const current = effectivePlan(row);
    if (current === plan) {
      if (row?.scheduled_plan && plan !== 'free') return this.keepPlan(userId, row, plan);
      throw conflict(SAME_PLAN);
    }
    if (plan === 'free') return this.cancel(userId);
    if (!row || current === 'free' || isUpgrade(current, plan)) return this.upgrade(userId, row, current, plan);
    if (isPrepaid(row)) throw conflict(prepaidLowerPlanLater(row.plan, plan, row.current_period_end));
    return this.scheduleDowngrade(userId, row, plan);
  }

  /** A prorated charge at the provider that keeps the subscription; anything else goes through a checkout. */
  private async upgrade(
    userId: number,
    row: SubscriptionRow | undefined,
    current: PlanName,
    plan: PaidPlan,
  ): Promise<PlanState & { message: string }> {
    const subscriptionId = current === 'free' ? null : row?.provider_subscription_id;
    const upgrade = subscriptionId
      ? await this.payments.provider.upgradeSubscription(subscriptionId, planPrice(plan))
      : null;
    if (!upgrade) throw new HttpError(402, upgradeNeedsPayment(plan));
    if (!upgrade.charged) throw new HttpError(402, UPGRADE_DECLINED);
    const { state } = upgrade;
    await this.subscriptions.save(userId, {
      plan,
      status: state.status,
      cancel_at_period_end: 0,
      scheduled_plan: null,
      ...(state.periodStart && { current_period_start: state.periodStart }),
      ...(state.periodEnd && { current_period_end: state.periodEnd }),
    });
    return { message: `Votre forfait est maintenant ${PLANS[plan].label}.`, ...(await this.state(userId)) };
  }

  private async scheduleDowngrade(
    userId: number,
    row: SubscriptionRow,
    plan: PaidPlan,
  ): Promise<PlanState & { message: string }> {
    const state = row.provider_subscription_id
      ? await this.payments.provider.scheduleSubscriptionPlan(row.provider_subscription_id, planPrice(plan))
      : null;
    await this.subscriptions.save(userId, {
      scheduled_plan: plan,
      cancel_at_period_end: 0,
      ...(state?.periodEnd && { current_period_end: state.periodEnd }),
    });
    const view = await this.state(userId);
    return { message: downgradeScheduled(plan, view.subscription?.currentPeriodEnd ?? null), ...view };
  }

  /** Withdraws a scheduled downgrade: the provider bills the current plan again. */
  private async keepPlan(
    userId: number,
    row: SubscriptionRow,
    plan: PaidPlan,
  ): Promise<PlanState & { message: string }> {
    if (row.provider_subscription_id) {
      await this.payments.provider.scheduleSubscriptionPlan(row.provider_subscription_id, planPrice(plan));
    }
    await this.subscriptions.save(userId, { scheduled_plan: null });
    return { message: `Vous gardez le forfait ${PLANS[plan].label}.`, ...(await this.state(userId)) };
  }

  async paymentHistory(userId: number): Promise<PaymentRecord[]> {
    const sessions = await this.payments.sessions.listOfUser(userId);
    return sessions.map((session) => {
      const description = subjectOf(session).description;
      return {
        id: session.public_id,
        purpose: session.purpose as PaymentPurpose,
        description: typeof description === 'string' ? description : 'Paiement Kora',
        status: session.status,
        ...priceOf(session.amount_minor, session.currency),
        provider: session.provider,
        createdAt: session.created_at,
        completedAt: session.status === 'paid' ? session.completed_at : null,
      };
    });
  }

  invoiceView(invoice: InvoiceWithPayment): Invoice {
    return {
      id: invoice.id,
      number: invoiceNumber(invoice),
      plan: invoice.plan,
      description: invoice.description,
      status: 'paid',
      ...priceOf(invoice.amount_minor, invoice.currency),
      issuedAt: invoice.issued_at,
      periodStart: invoice.period_start,
      periodEnd: invoice.period_end,
      downloadUrl: `${this.publicUrl}/api/subscription/invoices/${invoice.id}/download`,
      ...mobileMoneyDetails(invoice),
    };
  }

  async invoices(userId: number): Promise<Invoice[]> {
    return (await this.subscriptions.invoicesOfUser(userId)).map((invoice) => this.invoiceView(invoice));
  }

  invoiceOfUser(userId: number, invoiceId: number): Promise<InvoiceWithPayment | undefined> {
    return this.subscriptions.invoiceOfUser(userId, invoiceId);
  }

  async checkFeature(userId: number, feature: FeatureName): Promise<CheckFeatureResponse['data']> {
    const plan = effectivePlan(await this.subscriptions.findOfUser(userId));
    return {
      feature,
      enabled: featureEnabled(plan, feature),
      value: PLANS[plan].features[feature],
      plan,
      requiredPlan: requiredPlanFor(feature),
    };
  }

  async usage(userId: number): Promise<UsageStatsResponse['data']> {
    const plan = effectivePlan(await this.subscriptions.findOfUser(userId));
    const features = PLANS[plan].features;
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    const count = async (query: Promise<{ count: string | number | bigint } | undefined>) =>
      Number((await query)?.count ?? 0);
    const [downloads, purchases, tickets, events, playlists, favourites] = await Promise.all([
      count(
        this.db
          .selectFrom('downloads')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .where('created_at', '>=', monthStart.toISOString())
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('purchases')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('tickets')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),
      count(
        this.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('organizer_id', '=', userId)
          .executeTakeFirst(),
      ),
      playlistsUsed(this.db, userId),
      favouritesUsed(this.db, userId),
    ]);
    return {
      plan,
      favorites: { used: favourites, limit: features.favorites.limit },
      playlists: { used: playlists, limit: features.playlists.limit },
      downloads: { used: downloads, limit: features.unlimitedDownloads ? -1 : 0 },
      purchases,
      tickets,
      events,
    };
  }
}

/** "KORA-2025-000012": the year of issue and the invoice's id. */
export function invoiceNumber(invoice: InvoiceRow): string {
  return `KORA-${invoice.issued_at.slice(0, 4)}-${String(invoice.id).padStart(6, '0')}`;
}
