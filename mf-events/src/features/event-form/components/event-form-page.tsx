import { ScreenFrame } from '@kora/shared/remote-app';

export function EventFormPage() {
  return <ScreenFrame area="events" screen="eventCreate" />;
}
