import { ScreenFrame } from '@kora/shared/remote-app';

export function SingleFormPage() {
  return <ScreenFrame area="creator" screen="releaseSingle" />;
}
