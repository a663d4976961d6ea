import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { onDemand } from '@kora/shared/remote-app';
import { EventsPage } from './features/events-list/components/events-page';
import { EventPage } from './features/event-detail/components/event-page';

const EventFormPage = onDemand(() =>
  import('./features/event-form/components/event-form-page').then((m) => ({ default: m.EventFormPage })),
);
const TicketsPage = onDemand(() =>
  import('./features/tickets/components/tickets-page').then((m) => ({ default: m.TicketsPage })),
);
const CheckInPage = onDemand(() =>
  import('./features/check-in/components/check-in-page').then((m) => ({ default: m.CheckInPage })),
);

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'events'>, ComponentType> = {
  events: EventsPage,
  event: EventPage,
  eventCreate: EventFormPage,
  eventEdit: EventFormPage,
  eventCheckIn: CheckInPage,
  tickets: TicketsPage,
};
