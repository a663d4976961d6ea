import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, http, SubmitButton, useSubmit, useTranslation } from '@kora/shared';
import { resetPassword } from '@kora/shared/contracts/endpoints';
import {
  NewPasswordFields,
  newPasswordProblem,
  type NewPasswordValues,
} from '../../../common/components/new-password-fields';

/** Sets a new password with the token of the link mailed by the forgot-password screen. */
export function ResetPassword({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmation: '' });
  const [done, setDone] = useState(false);
  const form = useSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(values, { required: t('form.required'), mismatch: t('password.mismatch') });
    if (problem) return form.fail(t('form.fixErrors'), { password: problem });
    const reset = await form.run(() => http.call(resetPassword, { body: { token, password: values.password } }), {
      failure: t('reset.failed'),
    });
    if (reset) setDone(true);
  }

  if (done) {
    return (
      <>
        <FormMessage kind="success">{t('reset.success')}</FormMessage>
        <Link className="kora-button kora-button--accent" to={href('signIn')}>
          {t('register.goToSignIn')}
        </Link>
      </>
    );
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate>
      <NewPasswordFields values={values} onChange={setValues} error={form.fieldErrors.password} />
      <FormMessage kind="error">{form.outcome?.text}</FormMessage>
      <SubmitButton submitting={form.submitting}>{t('reset.submit')}</SubmitButton>
      <Link to={href('forgot')}>{t('reset.askAgain')}</Link>
    </form>
  );
}
