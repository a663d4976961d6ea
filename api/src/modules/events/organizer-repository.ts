import { CURRENCY_DECIMALS, type CurrencyCode, type EventWriteRequest } from '@kora/shared/contracts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/clock';
import type { Database, EventRow } from '../../db/tables';

type Writer = Transaction<Database>;

const minorOf = (price: number, currency: CurrencyCode) => Math.round(price * 10 ** CURRENCY_DECIMALS[currency]);

function eventColumns(input: EventWriteRequest) {
  return {
    title: input.title.trim(),
    description: input.description ?? null,
    type: input.type,
    starts_at: new Date(input.datetime).toISOString(),
    ends_at: input.endDatetime ? new Date(input.endDatetime).toISOString() : null,
    venue_name: input.location.name ?? null,
    address: input.location.address ?? null,
    city: input.location.city.trim(),
    postal_code: input.location.postalCode ?? null,
    country: input.location.country ?? null,
    is_free: input.isFree ? 1 : 0,
    image: input.imageUrl ?? null,
  };
}

/** The organizer's side of events: drafts written, published, withdrawn, cancelled or deleted. */
export class OrganizerRepository {
  constructor(private readonly db: Db) {}

  find(id: number): Promise<EventRow | undefined> {
    return this.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  }

  ofOrganizer(organizerId: number): Promise<EventRow[]> {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('organizer_id', '=', organizerId)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async soldCount(eventId: number): Promise<number> {
    const row = await this.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  private async writeTicketTypes(trx: Writer, eventId: number, input: EventWriteRequest): Promise<void> {
    await trx.deleteFrom('ticket_types').where('event_id', '=', eventId).execute();
    await trx
      .insertInto('ticket_types')
      .values(
        input.ticketTypes.map((type, position) => ({
          event_id: eventId,
          name: type.name.trim(),
          description: type.description ?? null,
          price_minor: input.isFree ? 0 : minorOf(type.price, type.currency),
          currency: type.currency,
          quantity: type.quantity,
          sold_count: 0,
          position,
          vip: type.vip ? 1 : 0,
        })),
      )
      .execute();
  }

  /** A new draft with its ticket types. */
  create(organizerId: number, artistId: number | null, input: EventWriteRequest): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const row = await trx
        .insertInto('events')
        .values({
          ...eventColumns(input),
          organizer_id: organizerId,
          artist_id: artistId,
          status: 'draft',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.writeTicketTypes(trx, row.id, input);
      return row.id;
    });
  }

  /** Rewrites the event; its ticket types too, unless `keepTicketTypes` (tickets are sold). */
  update(eventId: number, input: EventWriteRequest, keepTicketTypes: boolean): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('events')
        .set({ ...eventColumns(input), updated_at: nowIso() })
        .where('id', '=', eventId)
        .execute();
      if (!keepTicketTypes) await this.writeTicketTypes(trx, eventId, input);
    });
  }

  async setStatus(eventId: number, status: EventRow['status']): Promise<void> {
    await this.db.updateTable('events').set({ status, updated_at: nowIso() }).where('id', '=', eventId).execute();
  }

  async delete(eventId: number): Promise<void> {
    await this.db.deleteFrom('events').where('id', '=', eventId).execute();
  }
}
