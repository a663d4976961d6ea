import type { MyEventsQuery } from '@kora/shared/contracts';

export type MyEventsFilter = NonNullable<MyEventsQuery['filter']>;

/** The filters of `GET /events/my-events`, in the order the manager offers them. */
export const MY_EVENTS_FILTERS = [
  'all',
  'published',
  'draft',
  'upcoming',
  'past',
] as const satisfies readonly MyEventsFilter[];
