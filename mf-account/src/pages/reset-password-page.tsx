import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FormMessage, href, SubmitButton, useSubmit, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { resetPassword } from '../api';
import { NewPasswordFields, newPasswordProblem, type NewPasswordValues } from '../components/new-password-fields';
import '../components/account-forms.css';

/** Sets a new password from the link mailed by the forgot-password screen. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [done, setDone] = useState(false);
  const form = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(values, { required: t('form.required'), mismatch: t('password.mismatch') });
    if (problem) return form.fail(t('form.fixErrors'), { password: problem });
    const reset = await form.run(() => resetPassword(token, values.password), { failure: t('reset.failed') });
    if (reset) setDone(true);
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
            <NewPasswordFields values={values} onChange={setValues} error={form.fieldErrors.password} />
            <FormMessage kind="error">{form.outcome?.text}</FormMessage>
            <SubmitButton submitting={form.submitting}>{t('reset.submit')}</SubmitButton>
            <Link to={href('forgot')}>{t('reset.askAgain')}</Link>
          </form>
        )}
      </div>
    </ScreenFrame>
  );
}
