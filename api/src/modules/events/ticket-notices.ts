import { href } from '@kora/shared/routes';
import type { Kysely } from 'kysely';
import type { Database, EventRow } from '../../db/tables';
import { notify, notifyAll } from '../notifications/notify';

type Writer = Kysely<Database>;

/** Tickets just issued to their buyer (in the sale's transaction). */
export async function notifyTicketsBought(
  trx: Writer,
  buyerId: number,
  event: { title: string },
  quantity: number,
): Promise<void> {
  await notify(trx, buyerId, 'ticket-bought', { event: event.title, quantity: String(quantity) }, href('tickets'));
}

/** A ticket given to another user: the giver and the receiver each hear of it (in the transfer's transaction). */
export async function notifyTicketTransferred(
  trx: Writer,
  transfer: { eventTitle: string; from: { id: number; username: string }; to: { id: number; username: string } },
): Promise<void> {
  const { eventTitle: event, from, to } = transfer;
  await notifyAll(trx, [
    { userId: from.id, kind: 'ticket-sent', params: { event, to: to.username }, link: href('tickets') },
    { userId: to.id, kind: 'ticket-received', params: { event, from: from.username }, link: href('tickets') },
  ]);
}

/** What the holders of a ticket plan around: when and where. */
const WHEN_AND_WHERE = ['starts_at', 'ends_at', 'venue_name', 'address', 'city', 'postal_code', 'country'] as const;

/** An event whose date or place changed: each holder of a valid ticket hears of it once. */
export async function notifyEventChanged(db: Writer, before: EventRow, after: EventRow): Promise<void> {
  if (after.status !== 'published' || WHEN_AND_WHERE.every((column) => before[column] === after[column])) return;
  const holders = await db
    .selectFrom('tickets')
    .select('user_id')
    .distinct()
    .where('event_id', '=', after.id)
    .where('status', '=', 'valid')
    .execute();
  await notifyAll(
    db,
    holders.map((holder) => ({
      userId: holder.user_id,
      kind: 'event-changed' as const,
      params: { event: after.title },
      link: href('event', { id: after.id }),
    })),
  );
}

/** A cancelled event: the holders of its cancelled tickets hear of it once (in the cancellation's transaction). */
export async function notifyEventCancelled(
  trx: Writer,
  event: { id: number; title: string },
  holderIds: readonly number[],
): Promise<void> {
  await notifyAll(
    trx,
    [...new Set(holderIds)].map((userId) => ({
      userId,
      kind: 'event-cancelled' as const,
      params: { event: event.title },
      link: href('tickets'),
      once: `event-cancelled:${event.id}`,
    })),
  );
}
