import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, href, SubmitButton, TextField, useFormValues, useSubmit, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { requestPasswordReset } from '../api';
import { PrivacyConsent } from '../components/privacy-consent';
import { isEmail } from '../lib/email';
import '../components/account-forms.css';

/** Asks for a reset link; the answer is the same whether or not an account uses that address. */
export function ForgotPage() {
  const { t } = useTranslation('account');
  const [privacyAccepted, setPrivacyAccepted] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useSubmit();
  const { values, field } = useFormValues({ email: '' }, form.fieldErrors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const email = values.email.trim();
    const found = {
      email: !email ? t('form.required') : isEmail(email) ? undefined : t('form.invalidEmail'),
      privacy: privacyAccepted ? undefined : t('register.privacyRequired'),
    };
    if (found.email || found.privacy) return form.fail(t('form.fixErrors'), found);
    const asked = await form.run(() => requestPasswordReset(email), { failure: t('forgot.failed') });
    if (asked) setSent(true);
  }

  return (
    <ScreenFrame area="account" screen="forgot">
      <div className="kora-account-card">
        {sent ? (
          <FormMessage kind="success">{t('forgot.sent')}</FormMessage>
        ) : (
          <form className="kora-form" onSubmit={submit} noValidate>
            <p className="kora-account-card__intro">{t('forgot.intro')}</p>
            <TextField label={t('fields.email')} type="email" autoComplete="email" {...field('email')} />
            <PrivacyConsent checked={privacyAccepted} onChange={setPrivacyAccepted} error={form.fieldErrors.privacy} />
            <FormMessage kind="error">{form.outcome?.text}</FormMessage>
            <SubmitButton submitting={form.submitting}>{t('forgot.submit')}</SubmitButton>
          </form>
        )}
        <p className="kora-account-card__alt">
          <Link to={href('signIn')}>{t('forgot.backToSignIn')}</Link>
        </p>
      </div>
    </ScreenFrame>
  );
}
