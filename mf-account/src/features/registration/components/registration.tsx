import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FormMessage,
  http,
  isApiError,
  notify,
  SubmitButton,
  TextField,
  useFormValues,
  useSessionStore,
  useSubmit,
  useTranslation,
  type FailureReport,
  type FieldErrors,
} from '@kora/shared';
import { registerAccount } from '@kora/shared/contracts/endpoints';
import { PrivacyConsent } from '../../../common/components/privacy-consent';
import { isEmail } from '../../../common/lib/email';
import { accountScreenPath } from '../../../common/lib/sign-in-visit';
import { registerErrors } from '../lib/register-errors';

interface RegistrationProps {
  /** Where the new account goes once signed in. */
  next: string;
  /** The other ways in (social sign-in), offered below the form. */
  otherWays: ReactNode;
}

/** A new account is signed in at once and goes on to the page it came from (else home), as after sign-in. */
export function Registration({ next, otherWays }: RegistrationProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const form = useSubmit();
  const { fieldErrors, outcome } = form;
  const { values, field } = useFormValues({ username: '', email: '', password: '' }, fieldErrors);

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.username.trim()) errors.username = t('form.required');
    if (!values.email.trim()) errors.email = t('form.required');
    else if (!isEmail(values.email)) errors.email = t('form.invalidEmail');
    if (!values.password) errors.password = t('form.required');
    if (!privacyAccepted) errors.privacy = t('register.privacyRequired');
    return errors;
  }

  /** The network text, the server's violations on their fields (the others listed), or its message. */
  function failureOf(failure: unknown): FailureReport {
    if (isApiError(failure) && failure.status === 0) return { text: t('register.networkError') };
    if (isApiError(failure) && failure.violations?.length) {
      const mapped = registerErrors(failure.violations, {
        usernameTaken: t('register.usernameTaken'),
        emailTaken: t('register.emailTaken'),
        passwordWeak: t('register.passwordWeak'),
      });
      return { text: t('register.failed'), fieldErrors: mapped.fields, details: mapped.others };
    }
    return { text: isApiError(failure) ? failure.message : t('register.unknownError') };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate();
    if (Object.keys(errors).length > 0) return form.fail(t('form.fixErrors'), errors);
    const account = { username: values.username.trim(), email: values.email.trim(), password: values.password };
    const done = await form.run(() => http.call(registerAccount, { body: account }, { withCookies: true }), {
      failure: failureOf,
    });
    if (!done) return;
    const { token, user } = done.answer;
    useSessionStore.getState().signIn({ token, username: user.username, email: user.email });
    notify(t('register.welcome', { username: user.username }), 'success');
    navigate(next, { replace: true });
  }

  return (
    <>
      <form className="kora-form" onSubmit={submit} noValidate>
        <TextField label={t('fields.username')} autoComplete="username" {...field('username')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          {...field('password')}
        />
        <PrivacyConsent checked={privacyAccepted} onChange={setPrivacyAccepted} error={fieldErrors.privacy} />
        <FormMessage kind="error">
          {outcome?.text && (
            <>
              <p>{outcome.text}</p>
              {outcome.details && outcome.details.length > 0 && (
                <ul>
                  {outcome.details.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </FormMessage>
        <SubmitButton submitting={form.submitting}>
          {form.submitting ? t('register.submitting') : t('register.submit')}
        </SubmitButton>
      </form>
      {otherWays}
      <p className="kora-account-card__alt">
        {t('register.haveAccount')} <Link to={accountScreenPath('signIn', next)}>{t('register.signInLink')}</Link>
      </p>
    </>
  );
}
