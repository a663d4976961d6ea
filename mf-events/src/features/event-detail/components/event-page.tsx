import { ScreenFrame } from '@kora/shared/remote-app';

export function EventPage() {
  return <ScreenFrame area="events" screen="event" />;
}
