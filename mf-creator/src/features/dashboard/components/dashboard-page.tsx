import { ScreenFrame } from '@kora/shared/remote-app';

export function DashboardPage() {
  return <ScreenFrame area="creator" screen="artistDashboard" />;
}
