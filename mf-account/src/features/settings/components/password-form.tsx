import { useState, type FormEvent } from 'react';
import {
  FormMessage,
  SubmitButton,
  TextField,
  useFormValues,
  useSessionStore,
  useSubmit,
  useTranslation,
  write,
} from '@kora/shared';
import { changePassword } from '@kora/shared/contracts/endpoints';
import {
  NewPasswordFields,
  newPasswordProblem,
  type NewPasswordValues,
} from '../../../common/components/new-password-fields';

const EMPTY: NewPasswordValues = { password: '', confirmation: '' };

/**
 * Changes the password on the server; the two new entries must match first. The change ends every
 * session of the account, so this one continues with the token the answer gives.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const [next, setNext] = useState<NewPasswordValues>(EMPTY);
  const form = useSubmit();
  const { fieldErrors } = form;
  const { values, setValues, field } = useFormValues({ currentPassword: '' }, fieldErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = newPasswordProblem(next, { required: t('form.required'), mismatch: t('password.mismatch') });
    if (problem) return form.fail(t('form.fixErrors'), { newPassword: problem });
    const changed = await form.run(
      () =>
        write(changePassword, {
          body: {
            currentPassword: values.currentPassword || undefined,
            newPassword: next.password,
            confirmPassword: next.confirmation,
          },
        }),
      { failure: t('password.failed'), success: ({ message }) => message || t('password.changed') },
    );
    if (!changed) return;
    const session = useSessionStore.getState();
    if (session.username) {
      session.signIn({ token: changed.answer.token, username: session.username, email: session.email });
    }
    setValues({ currentPassword: '' });
    setNext(EMPTY);
  }

  return (
    <form className="kora-form" onSubmit={submit} noValidate aria-labelledby="kora-password-form-title">
      <h3 id="kora-password-form-title">{t('password.title')}</h3>
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordFields
        values={next}
        onChange={setNext}
        error={fieldErrors.newPassword ?? fieldErrors.confirmPassword}
      />
      {form.outcome && <FormMessage kind={form.outcome.kind}>{form.outcome.text}</FormMessage>}
      <SubmitButton submitting={form.submitting}>{t('password.submit')}</SubmitButton>
    </form>
  );
}
