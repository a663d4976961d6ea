import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { notifyEventCancelled } from './ticket-notices';
import { WalletRepository, type WalletRates } from '../wallet/repository';

/**
 * Cancels an event: every ticket still valid is cancelled and its price credited back to its
 * holder's wallet (converted, rounded down, when the wallet holds another currency), once per ticket,
 * in one transaction. Answers how many tickets were refunded.
 */
export function cancelWithRefunds(db: Db, rates: WalletRates, eventId: number): Promise<number> {
  const wallets = new WalletRepository(db, rates);
  return db.transaction().execute(async (trx) => {
    const event = await trx
      .updateTable('events')
      .set({ status: 'cancelled', updated_at: nowIso() })
      .where('id', '=', eventId)
      .returning(['id', 'title'])
      .executeTakeFirst();
    const tickets = await trx
      .updateTable('tickets')
      .set({ status: 'cancelled' })
      .where('event_id', '=', eventId)
      .where('status', '=', 'valid')
      .returning(['id', 'user_id', 'price_minor', 'currency'])
      .execute();
    for (const ticket of tickets) {
      if (ticket.price_minor === 0) continue;
      await wallets.credit(trx, {
        userId: ticket.user_id,
        amountMinor: ticket.price_minor,
        currency: ticket.currency,
        reason: 'refund',
        reference: `ticket-${ticket.id}`,
      });
    }
    const holders = tickets.map((ticket) => ticket.user_id);
    if (event) await notifyEventCancelled(trx, event, holders);
    return tickets.length;
  });
}
