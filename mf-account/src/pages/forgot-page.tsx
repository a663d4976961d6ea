import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorText, FormMessage, href, TextField, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { requestPasswordReset } from '../api';
import { PrivacyConsent } from '../components/privacy-consent';
import { isEmail } from '../lib/email';
import '../components/account-forms.css';

/** Asks for a reset link; the answer is the same whether or not an account uses that address. */
export function ForgotPage() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; privacy?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = {
      email: !email.trim() ? t('form.required') : isEmail(email) ? undefined : t('form.invalidEmail'),
      privacy: privacyAccepted ? undefined : t('register.privacyRequired'),
    };
    setErrors(found);
    if (found.email || found.privacy) {
      setError(t('form.fixErrors'));
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (failure) {
      setError(errorText(failure, t('forgot.failed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <ScreenFrame area="account" screen="forgot">
      <div className="kora-account-card">
        {sent ? (
          <FormMessage kind="success">{t('forgot.sent')}</FormMessage>
        ) : (
          <form className="kora-form" onSubmit={submit} noValidate>
            <p className="kora-account-card__intro">{t('forgot.intro')}</p>
            <TextField
              label={t('fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
            />
            <PrivacyConsent checked={privacyAccepted} onChange={setPrivacyAccepted} error={errors.privacy} />
            <FormMessage kind="error">{error}</FormMessage>
            <button
              type="submit"
              className="kora-button kora-button--accent"
              disabled={submitting}
              aria-busy={submitting || undefined}
            >
              {t('forgot.submit')}
            </button>
          </form>
        )}
        <p className="kora-account-card__alt">
          <Link to={href('signIn')}>{t('forgot.backToSignIn')}</Link>
        </p>
      </div>
    </ScreenFrame>
  );
}
