import { apiRead, http } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';

/** The next published events, soonest first (the home's Upcoming Events). */
export const upcomingEventsQuery = (limit: number) =>
  apiRead(['events', 'upcoming', { limit }], (signal) =>
    http.get<KoraEvent[]>('/events', { query: { status: 'upcoming', limit }, signal }),
  );
