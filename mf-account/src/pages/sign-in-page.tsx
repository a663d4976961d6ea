import { ScreenFrame } from '@kora/shared/remote-app';
import { useSignInVisit } from '../common/lib/sign-in-visit';
import { SignIn } from '../features/sign-in/components/sign-in';
import { SocialSignIn } from '../features/social-sign-in/components/social-sign-in';
import '../common/components/account-forms.css';

/** /signin: a signed-in user is sent on at once to where they were going. */
export function SignInPage() {
  const visit = useSignInVisit('signIn');
  if (visit.signedIn) return null;
  return (
    <ScreenFrame area="account" screen="signIn">
      <div className="kora-account-card">
        <SignIn visit={visit} otherWays={<SocialSignIn next={visit.next} />} />
      </div>
    </ScreenFrame>
  );
}
