import type { EventSort, EventType } from '@kora/shared/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { EventRow, TicketTypeRow } from '../../db/tables';
import { containsPattern } from '../../db/search';
import { dateSearchPattern } from './date-search';

export interface PublicEventFilter {
  limit: number;
  offset?: number;
  sort?: EventSort;
  type?: EventType;
  /** upcoming | past | free | published (all). */
  when?: 'upcoming' | 'past' | 'free' | 'published';
  search?: string;
  /** YYYY-MM-DD */
  date?: string;
  now: string;
}

/** Published events and their ticket types. */
export class EventsRepository {
  constructor(private readonly db: Db) {}

  private published(filter: Omit<PublicEventFilter, 'limit' | 'when' | 'now'>) {
    let query = this.db.selectFrom('events').selectAll().where('status', '=', 'published');
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.date) {
      const day = `${filter.date}T00:00:00.000Z`;
      const next = new Date(Date.parse(day) + 24 * 60 * 60 * 1000).toISOString();
      query = query.where('starts_at', '>=', day).where('starts_at', '<', next);
    }
    const term = filter.search?.trim();
    if (term) {
      const pattern = containsPattern(term);
      const startsOn = dateSearchPattern(term);
      query = query.where((eb) =>
        eb.or([
          ...(['title', 'venue_name', 'city', 'address'] as const).map((column) =>
            eb(eb.fn('lower', [column]), 'like', pattern),
          ),
          ...(startsOn ? [eb('starts_at', 'like', startsOn)] : []),
        ]),
      );
    }
    return query;
  }

  /**
   * One page of published events. By date: upcoming ones soonest first, then past ones latest first;
   * by title A–Z; by price, the cheapest ticket type first (free events first).
   */
  async listPublished(filter: PublicEventFilter): Promise<EventRow[]> {
    let query = this.published(filter);
    if (filter.when === 'free') query = query.where('is_free', '=', 1);
    if (filter.when === 'upcoming') query = query.where('starts_at', '>=', filter.now);
    if (filter.when === 'past') query = query.where('starts_at', '<', filter.now);
    const isPast = sql<number>`case when starts_at < ${filter.now} then 1 else 0 end`;
    if (filter.sort === 'title') {
      query = query.orderBy(sql`lower(title)`).orderBy('id');
    } else if (filter.sort === 'price') {
      const cheapest = sql<number>`(select coalesce(min(tt.price_minor), 0) from ticket_types tt where tt.event_id = events.id)`;
      query = query.orderBy(cheapest).orderBy('starts_at').orderBy('id');
    } else {
      query = query
        .orderBy(isPast)
        .orderBy(sql`case when starts_at >= ${filter.now} then starts_at end`)
        .orderBy('starts_at', 'desc')
        .orderBy('id');
    }
    return query
      .limit(filter.limit)
      .offset(filter.offset ?? 0)
      .execute();
  }

  /** A published event, or the owner's own event in any state. */
  findVisible(id: number, viewerId: number | null): Promise<EventRow | undefined> {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', id)
      .where((eb) =>
        viewerId === null
          ? eb('status', '=', 'published')
          : eb.or([eb('status', '=', 'published'), eb('organizer_id', '=', viewerId)]),
      )
      .executeTakeFirst();
  }

  async ticketTypesOf(eventIds: number[]): Promise<Map<number, TicketTypeRow[]>> {
    const byEvent = new Map<number, TicketTypeRow[]>(eventIds.map((id) => [id, []]));
    if (eventIds.length === 0) return byEvent;
    const rows = await this.db
      .selectFrom('ticket_types')
      .selectAll()
      .where('event_id', 'in', eventIds)
      .orderBy('event_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    for (const row of rows) byEvent.get(row.event_id)?.push(row);
    return byEvent;
  }
}
