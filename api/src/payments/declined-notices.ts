import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database, PaymentSessionRow } from '../db/tables';
import { notify } from '../modules/notifications/notify';
import type { PaymentService } from './payment-service';
import { subjectOf } from './sessions-repository';

type Writer = Kysely<Database>;

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

/** Payments the provider reports as failed (a card declined at Stripe); plans' unpaid invoices: see subscriptions. */
export function registerPaymentFailureNotices(payments: PaymentService): void {
  const declined = async (event: { paymentSessionId: string | null; providerSessionId: string }, db: Writer) => {
    const session = await payments.sessions.findByAnyId(event.paymentSessionId ?? event.providerSessionId);
    if (session) await notifyPaymentDeclined(db, session);
  };
  payments.fulfilments.on('payment.failed', declined);
}
