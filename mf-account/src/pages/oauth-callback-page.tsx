import { ScreenFrame } from '@kora/shared/remote-app';
import { SocialSignInReturn } from '../features/social-sign-in/components/social-sign-in-return';
import '../common/components/account-forms.css';

/** /auth/{provider}/callback: the return leg of social sign-in. */
export function OAuthCallbackPage() {
  return (
    <ScreenFrame area="account" screen="oauthCallback">
      <div className="kora-account-card">
        <SocialSignInReturn />
      </div>
    </ScreenFrame>
  );
}
