import { ScreenFrame } from '@kora/shared/remote-app';
import { ForgotPassword } from '../features/password/components/forgot-password';
import '../common/components/account-forms.css';

/** /forgot: asks for a password reset link. */
export function ForgotPage() {
  return (
    <ScreenFrame area="account" screen="forgot">
      <div className="kora-account-card">
        <ForgotPassword />
      </div>
    </ScreenFrame>
  );
}
