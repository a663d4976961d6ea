import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/tables';

type Reader = Db | Transaction<Database>;

/** A ticket with what its holder sees of the event and the type. */
export interface TicketView {
  id: number;
  eventId: number;
  eventTitle: string;
  eventDatetime: string;
  ticketTypeId: number;
  ticketTypeName: string;
  vip: number;
  holderId: number;
  holder: string;
  venueName: string | null;
  venueAddress: string | null;
  postalCode: string | null;
  city: string | null;
  status: 'valid' | 'used' | 'transferred' | 'cancelled';
  /** The username of the account a transferred ticket went to. */
  transferredTo: string | null;
  priceMinor: number;
  currency: string;
  purchasedAt: string;
  usedAt: string | null;
  code: string;
}

export const TICKET_NOT_FOUND = 'Billet introuvable.';

/** A fresh, unguessable ticket code; a transfer gives the ticket a new one. */
export const newTicketCode = () => randomBytes(12).toString('base64url');

export class TicketsRepository {
  constructor(private readonly db: Db) {}

  private views(reader: Reader = this.db) {
    return reader
      .selectFrom('tickets')
      .innerJoin('events', 'events.id', 'tickets.event_id')
      .innerJoin('ticket_types', 'ticket_types.id', 'tickets.ticket_type_id')
      .innerJoin('users', 'users.id', 'tickets.user_id')
      .select((eb) => [
        'tickets.id',
        'tickets.event_id as eventId',
        'events.title as eventTitle',
        'events.starts_at as eventDatetime',
        'events.venue_name as venueName',
        'events.address as venueAddress',
        'events.postal_code as postalCode',
        'events.city',
        'tickets.ticket_type_id as ticketTypeId',
        'ticket_types.name as ticketTypeName',
        'ticket_types.vip',
        'tickets.user_id as holderId',
        'users.username as holder',
        'tickets.status',
        'tickets.price_minor as priceMinor',
        'tickets.currency',
        'tickets.purchased_at as purchasedAt',
        'tickets.validated_at as usedAt',
        'tickets.code',
        eb
          .selectFrom('tickets as handed')
          .innerJoin('users as receiver', 'receiver.id', 'handed.user_id')
          .select('receiver.username')
          // A transfer issues the new ticket in its transaction, of the same type, at the very time the
          // old one is marked transferred, to someone else.
          .whereRef('handed.event_id', '=', 'tickets.event_id')
          .whereRef('handed.ticket_type_id', '=', 'tickets.ticket_type_id')
          .whereRef('handed.purchased_at', '=', 'tickets.transferred_at')
          .whereRef('handed.user_id', '<>', 'tickets.user_id')
          .whereRef('handed.id', '>', 'tickets.id')
          .orderBy('handed.id')
          .limit(1)
          .as('transferredTo'),
      ]);
  }

  find(ticketId: number, reader: Reader = this.db): Promise<TicketView | undefined> {
    return this.views(reader).where('tickets.id', '=', ticketId).executeTakeFirst();
  }

  byIds(ids: number[], reader: Reader = this.db): Promise<TicketView[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.views(reader).where('tickets.id', 'in', ids).orderBy('tickets.id').execute();
  }

  /** The holder's tickets: upcoming events first (soonest first), then past ones (latest first). */
  async ofHolder(userId: number, now: string): Promise<TicketView[]> {
    const rows = await this.views().where('tickets.user_id', '=', userId).orderBy('tickets.id').execute();
    const upcoming = rows.filter((row) => row.eventDatetime >= now);
    const past = rows.filter((row) => row.eventDatetime < now);
    upcoming.sort((a, b) => a.eventDatetime.localeCompare(b.eventDatetime));
    past.sort((a, b) => b.eventDatetime.localeCompare(a.eventDatetime));
    return [...upcoming, ...past];
  }

  ofEvent(eventId: number): Promise<TicketView[]> {
    return this.views().where('tickets.event_id', '=', eventId).orderBy('tickets.id').execute();
  }

  /** Marks a valid ticket used; false when it was not valid any more (already used, transferred…). */
  async markUsed(ticketId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tickets')
      .set({ status: 'used', validated_at: at })
      .where('id', '=', ticketId)
      .where('status', '=', 'valid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
