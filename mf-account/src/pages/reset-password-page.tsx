import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorText, FormMessage, href, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { resetPassword } from '../api';
import { NewPasswordFields, newPasswordProblem, type NewPasswordValues } from '../components/new-password-fields';
import '../components/account-forms.css';

/** Sets a new password from the link mailed by the forgot-password screen. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = newPasswordProblem(values, { required: t('form.required'), mismatch: t('password.mismatch') });
    setProblem(found);
    if (found) {
      setError(t('form.fixErrors'));
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword(token, values.password);
      setDone(true);
    } catch (failure) {
      setError(errorText(failure, t('reset.failed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ScreenFrame area="account" screen="resetPassword">
      <div className="kora-account-card">
        {done ? (
          <>
            <FormMessage kind="success">{t('reset.success')}</FormMessage>
            <Link className="kora-button kora-button--accent" to={href('signIn')}>
              {t('register.goToSignIn')}
            </Link>
          </>
        ) : (
          <form className="kora-form" onSubmit={submit} noValidate>
            <NewPasswordFields values={values} onChange={setValues} error={problem} />
            <FormMessage kind="error">{error}</FormMessage>
            <button
              type="submit"
              className="kora-button kora-button--accent"
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              {t('reset.submit')}
            </button>
            <Link to={href('forgot')}>{t('reset.askAgain')}</Link>
          </form>
        )}
      </div>
    </ScreenFrame>
  );
}
