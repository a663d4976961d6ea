import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { EventsPage } from './features/events-list/components/events-page';
import { EventPage } from './features/event-detail/components/event-page';
import { EventFormPage } from './features/event-form/components/event-form-page';
import { TicketsPage } from './features/tickets/components/tickets-page';
import { CheckInPage } from './features/check-in/components/check-in-page';

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'events'>, ComponentType> = {
  events: EventsPage,
  event: EventPage,
  eventCreate: EventFormPage,
  eventEdit: EventFormPage,
  eventCheckIn: CheckInPage,
  tickets: TicketsPage,
};
