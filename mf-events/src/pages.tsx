import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState, type RouteIdOf } from '@kora/shared';
import { EventsPage } from './features/events-list/components/events-page';
import { EventPage } from './features/event-detail/components/event-page';

/** A screen fetched when first visited: the form, the tickets' QR drawing and the door's verifier stay off /events. */
function onDemand(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen: LazyExoticComponent<ComponentType> = lazy(load);
  return function OnDemandScreen() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Screen />
      </Suspense>
    );
  };
}

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
