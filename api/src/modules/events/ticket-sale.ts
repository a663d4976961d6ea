import { randomUUID } from 'node:crypto';
import type { BuyTicketRequest } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import { HttpError, conflict, forbidden, notFound } from '../../http/errors';
import { notifyTicketsBought } from './ticket-notices';
import { featuresOfUser } from '../subscriptions/require-feature';
import { WalletRepository, type Debited, type WalletRates } from '../wallet/repository';
import { EVENT_NOT_FOUND } from './event-owner';
import { newTicketCode, TicketsRepository, type TicketView } from './tickets-repository';

export const TICKET_TYPE_NOT_FOUND = "Ce type de billet n'existe pas pour cet événement.";
export const EVENT_PAST = 'Cet événement est terminé : ses billets ne sont plus en vente.';
export const NOT_ENOUGH_TICKETS = 'Plus assez de billets disponibles pour cette quantité.';
export const INSUFFICIENT_BALANCE = 'Solde insuffisant pour cet achat.';
export const VIP_NEEDS_PREMIUM = 'Les billets VIP sont réservés au forfait Premium.';

/**
 * Selling tickets: stock taken, wallet debited and tickets issued in one transaction, or nothing.
 * Each step is a conditional update the database decides, so parallel buyers (and several API
 * processes) never oversell a type or overdraw a wallet.
 */
export class TicketSale {
  private readonly wallets: WalletRepository;
  private readonly tickets: TicketsRepository;

  constructor(
    private readonly db: Db,
    rates: WalletRates,
  ) {
    this.wallets = new WalletRepository(db, rates);
    this.tickets = new TicketsRepository(db);
  }

  /**
   * The tickets issued and what the wallet paid for them in its own currency (the price converted and
   * rounded up when the wallet holds another currency; nothing for free tickets).
   */
  async buy(
    userId: number,
    eventId: number,
    { ticketTypeId, quantity }: BuyTicketRequest,
  ): Promise<{ tickets: TicketView[]; debited: Debited | null }> {
    const event = await this.db
      .selectFrom('events')
      .select(['id', 'title', 'starts_at', 'is_free'])
      .where('id', '=', eventId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (event.starts_at < nowIso()) throw conflict(EVENT_PAST);
    const type = await this.db
      .selectFrom('ticket_types')
      .selectAll()
      .where('id', '=', ticketTypeId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    if (!type) throw notFound(TICKET_TYPE_NOT_FOUND);
    if (type.vip === 1 && !(await featuresOfUser(this.db, userId)).events.vipAccess) throw forbidden(VIP_NEEDS_PREMIUM);
    const totalMinor = event.is_free === 1 ? 0 : type.price_minor * quantity;

    let debited: Debited | null = null;
    const ids = await this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('ticket_types')
        .set((eb) => ({ sold_count: eb('sold_count', '+', quantity) }))
        .where('id', '=', type.id)
        .where((eb) => eb(eb('sold_count', '+', quantity), '<=', eb.ref('quantity')))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw conflict(NOT_ENOUGH_TICKETS);
      if (totalMinor > 0) {
        debited = await this.wallets.debit(trx, {
          userId,
          amountMinor: totalMinor,
          currency: type.currency,
          reason: 'ticket',
          reference: `event-${eventId}-${randomUUID()}`,
        });
        if (!debited) throw new HttpError(402, INSUFFICIENT_BALANCE);
      }
      const purchasedAt = nowIso();
      const issued = await trx
        .insertInto('tickets')
        .values(
          Array.from({ length: quantity }, () => ({
            ticket_type_id: type.id,
            event_id: eventId,
            user_id: userId,
            code: newTicketCode(),
            status: 'valid' as const,
            price_minor: event.is_free === 1 ? 0 : type.price_minor,
            currency: type.currency,
            purchased_at: purchasedAt,
          })),
        )
        .returning('id')
        .execute();
      await notifyTicketsBought(trx, userId, event, quantity);
      return issued.map((row) => row.id);
    });
    return { tickets: await this.tickets.byIds(ids), debited };
  }
}
