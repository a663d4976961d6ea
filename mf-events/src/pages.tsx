import type { ComponentType } from 'react';
import type { RouteIdOf } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';

/** The screen shown on each route this app owns. */
export const pages: Record<RouteIdOf<'events'>, ComponentType> = {
  events: () => <ScreenFrame area="events" screen="events" />,
  event: () => <ScreenFrame area="events" screen="event" />,
  eventCreate: () => <ScreenFrame area="events" screen="eventCreate" />,
  eventEdit: () => <ScreenFrame area="events" screen="eventEdit" />,
};
