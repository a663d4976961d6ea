import type { ComponentType } from 'react';
import { queryClient, read, type RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';
import { getEvent } from '@kora/shared/contracts/endpoints';
import { prefetchEventsList } from './features/events-list/api/events-list';

// Each screen is its own chunk, fetched with its first visit.
const EventsPage = onDemand(
  () => import(/* webpackChunkName: "screen-events" */ './features/events-list/components/events-page'),
  'EventsPage',
  {
    prefetch: prefetchEventsList,
  },
);
const EventPage = onDemand(
  () => import(/* webpackChunkName: "screen-event" */ './features/event-detail/components/event-page'),
  'EventPage',
  {
    prefetch: ({ params }) => queryClient.prefetchQuery(read(getEvent, { params: { id: Number(params.id) } })),
  },
);
const EventFormPage = onDemand(() => import('./features/event-form/components/event-form-page'), 'EventFormPage');
const TicketsPage = onDemand(() => import('./features/tickets/components/tickets-page'), 'TicketsPage');
const CheckInPage = onDemand(() => import('./features/check-in/components/check-in-page'), 'CheckInPage');

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'events'>, ComponentType> = {
  events: EventsPage,
  event: EventPage,
  eventCreate: EventFormPage,
  eventEdit: EventFormPage,
  eventCheckIn: CheckInPage,
  tickets: TicketsPage,
};
