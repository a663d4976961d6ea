import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database, PaymentSessionRow } from '../../../db/tables';
import type { PaymentService } from '../../../payments/payment-service';
import { subjectOf } from '../../../payments/sessions-repository';
import { orderNumber } from '../../store/orders-repository';
import { notify } from '../notify';

type Writer = Kysely<Database>;

/** The fulfilment of one payment notifies once, however often its confirmation arrives. */
const paidOnce = (session: PaymentSessionRow) => ({ once: `payment:${session.id}` });

/** A track or an album paid for: it is in the buyer's library; the notification opens its release. */
export async function notifyPurchase(
  trx: Writer,
  session: PaymentSessionRow,
  bought: { trackId: number | null; releaseId: number | null },
): Promise<void> {
  if (session.user_id === null) return;
  const item =
    bought.trackId !== null
      ? await trx
          .selectFrom('tracks')
          .select(['title', 'release_id as releaseId'])
          .where('id', '=', bought.trackId)
          .executeTakeFirst()
      : await trx
          .selectFrom('releases')
          .select(['title', 'id as releaseId'])
          .where('id', '=', bought.releaseId ?? 0)
          .executeTakeFirst();
  if (!item) return;
  const link = href('release', { id: item.releaseId });
  await notify(trx, session.user_id, 'purchase-confirmed', { title: item.title }, link, paidOnce(session));
}

/** A store order paid (and not refunded): its number; the notification opens the account's orders. */
export async function notifyOrderConfirmed(trx: Writer, session: PaymentSessionRow, orderId: number): Promise<void> {
  if (session.user_id === null) return;
  const params = { order: orderNumber(orderId) };
  await notify(trx, session.user_id, 'order-confirmed', params, href('profile'), paidOnce(session));
}

/** Where a declined payment's notification leads: back to what was being bought. */
async function declinedLink(db: Writer, session: PaymentSessionRow): Promise<string> {
  const subject = subjectOf(session);
  switch (session.purpose) {
    case 'track': {
      const track = await db
        .selectFrom('tracks')
        .select('release_id')
        .where('id', '=', Number(subject.trackId))
        .executeTakeFirst();
      return track ? href('release', { id: track.release_id }) : href('releases');
    }
    case 'album': {
      const albumId = Number(subject.albumId);
      return Number.isInteger(albumId) ? href('release', { id: albumId }) : href('releases');
    }
    case 'order':
      return href('cart');
    case 'ticket':
      return href('tickets');
    default:
      return href('profile');
  }
}

/** A card declined for one payment: one notification per payment, however many cards were tried. */
export async function notifyPaymentDeclined(db: Writer, session: PaymentSessionRow): Promise<void> {
  if (session.user_id === null) return;
  const link = await declinedLink(db, session);
  await notify(db, session.user_id, 'payment-declined', {}, link, { once: `declined:${session.id}` });
}

/** Payments the provider reports as failed (a card declined at Stripe, a plan's invoice unpaid). */
export function registerPaymentFailureNotices(payments: PaymentService): void {
  const declined = async (event: { paymentSessionId: string | null; providerSessionId: string }, db: Writer) => {
    const session = await payments.sessions.findByAnyId(event.paymentSessionId ?? event.providerSessionId);
    if (session) await notifyPaymentDeclined(db, session);
  };
  payments.fulfilments.on('payment.failed', declined);
  payments.fulfilments.on('invoice.failed', async (event, db) => {
    const subscription = await db
      .selectFrom('subscriptions')
      .select('user_id')
      .where('provider_subscription_id', '=', event.subscriptionId)
      .executeTakeFirst();
    if (!subscription) return;
    await notify(db, subscription.user_id, 'payment-declined', {}, href('profile'), {
      once: `invoice-failed:${event.eventId}`,
    });
  });
}
