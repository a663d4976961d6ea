import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, isApiError, SubmitButton, TextField, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { register } from '../api';
import { PrivacyConsent } from '../components/privacy-consent';
import { SocialSignIn } from '../components/social-sign-in';
import { registerErrors, type RegisterField } from '../lib/register-errors';
import { isEmail } from '../lib/email';
import '../components/account-forms.css';

type FieldErrors = Partial<Record<RegisterField | 'privacy', string>>;

export function RegisterPage() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [registered, setRegistered] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const change = (field: RegisterField) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function validate(): FieldErrors {
    const errors: FieldErrors = {};
    if (!values.username.trim()) errors.username = t('form.required');
    if (!values.email.trim()) errors.email = t('form.required');
    else if (!isEmail(values.email)) errors.email = t('form.invalidEmail');
    if (!values.password) errors.password = t('form.required');
    if (!privacyAccepted) errors.privacy = t('register.privacyRequired');
    return errors;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setOtherErrors([]);
    const errors = validate();
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setError(t('form.fixErrors'));
      return;
    }
    setSubmitting(true);
    try {
      await register({ username: values.username.trim(), email: values.email.trim(), password: values.password });
      setRegistered(true);
    } catch (failure) {
      if (isApiError(failure) && failure.status === 0) {
        setError(t('register.networkError'));
      } else if (isApiError(failure) && failure.violations?.length) {
        const mapped = registerErrors(failure.violations, {
          usernameTaken: t('register.usernameTaken'),
          emailTaken: t('register.emailTaken'),
          passwordWeak: t('register.passwordWeak'),
        });
        setFieldErrors(mapped.fields);
        setOtherErrors(mapped.others);
        setError(t('register.failed'));
      } else {
        setError(isApiError(failure) ? failure.message : t('register.unknownError'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (registered) {
    return (
      <ScreenFrame area="account" screen="register">
        <div className="kora-account-card">
          <FormMessage kind="success">{t('register.success')}</FormMessage>
          <Link className="kora-button kora-button--accent" to={href('signIn')}>
            {t('register.goToSignIn')}
          </Link>
        </div>
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame area="account" screen="register">
      <div className="kora-account-card">
        <form className="kora-form" onSubmit={submit} noValidate>
          <TextField
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={change('username')}
            error={fieldErrors.username}
          />
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={fieldErrors.email}
          />
          <TextField
            label={t('fields.password')}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            value={values.password}
            onChange={change('password')}
            error={fieldErrors.password}
          />
          <PrivacyConsent checked={privacyAccepted} onChange={setPrivacyAccepted} error={fieldErrors.privacy} />
          <FormMessage kind="error">
            {error && (
              <>
                <p>{error}</p>
                {otherErrors.length > 0 && (
                  <ul>
                    {otherErrors.map((text) => (
                      <li key={text}>{text}</li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </FormMessage>
          <SubmitButton submitting={submitting}>
            {submitting ? t('register.submitting') : t('register.submit')}
          </SubmitButton>
        </form>
        <SocialSignIn />
        <p className="kora-account-card__alt">
          {t('register.haveAccount')} <Link to={href('signIn')}>{t('register.signInLink')}</Link>
        </p>
      </div>
    </ScreenFrame>
  );
}
