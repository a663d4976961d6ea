import { ScreenFrame } from '@kora/shared/remote-app';

export function EventsPage() {
  return <ScreenFrame area="events" screen="events" />;
}
