import { ScreenFrame } from '@kora/shared/remote-app';

export function CheckInPage() {
  return <ScreenFrame area="events" screen="eventCheckIn" />;
}
