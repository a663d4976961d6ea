import { useParams } from 'react-router-dom';
import { ScreenFrame } from '@kora/shared/remote-app';
import { ResetPassword } from '../features/password/components/reset-password';
import '../common/components/account-forms.css';

/** /reset-password/{token}: the link mailed by the forgot-password screen. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <ScreenFrame area="account" screen="resetPassword">
      <div className="kora-account-card">
        <ResetPassword token={token} />
      </div>
    </ScreenFrame>
  );
}
