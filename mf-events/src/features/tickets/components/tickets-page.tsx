import { ScreenFrame } from '@kora/shared/remote-app';

export function TicketsPage() {
  return <ScreenFrame area="events" screen="tickets" />;
}
