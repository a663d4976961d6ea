import type { EventType } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import type { EventRow, TicketTypeRow } from '../../db/tables';
import { containsPattern } from '../../db/search';

export interface PublicEventFilter {
  limit: number;
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
      query = query.where((eb) =>
        eb.or(
          (['title', 'venue_name', 'city', 'address'] as const).map((column) =>
            eb(eb.fn('lower', [column]), 'like', pattern),
          ),
        ),
      );
    }
    return query;
  }

  /** Upcoming events soonest first, then past ones latest first. */
  async listPublished(filter: PublicEventFilter): Promise<EventRow[]> {
    const base = () => {
      const query = this.published(filter);
      return filter.when === 'free' ? query.where('is_free', '=', 1) : query;
    };
    const upcoming =
      filter.when === 'past'
        ? []
        : await base()
            .where('starts_at', '>=', filter.now)
            .orderBy('starts_at')
            .orderBy('id')
            .limit(filter.limit)
            .execute();
    if (filter.when === 'upcoming' || upcoming.length >= filter.limit) return upcoming;
    const past = await base()
      .where('starts_at', '<', filter.now)
      .orderBy('starts_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit - upcoming.length)
      .execute();
    return [...upcoming, ...past];
  }

  findPublished(id: number): Promise<EventRow | undefined> {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'published')
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
