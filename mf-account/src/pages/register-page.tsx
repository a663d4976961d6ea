import { ScreenFrame } from '@kora/shared/remote-app';
import { useSignInVisit } from '../common/lib/sign-in-visit';
import { Registration } from '../features/registration/components/registration';
import { SocialSignIn } from '../features/social-sign-in/components/social-sign-in';
import '../common/components/account-forms.css';

/** /register: a signed-in user is sent on at once to where they were going. */
export function RegisterPage() {
  const visit = useSignInVisit('register');
  if (visit.signedIn) return null;
  return (
    <ScreenFrame area="account" screen="register">
      <div className="kora-account-card">
        <Registration next={visit.next} otherWays={<SocialSignIn next={visit.next} />} />
      </div>
    </ScreenFrame>
  );
}
