import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  FormMessage,
  href,
  http,
  SubmitButton,
  TextField,
  useFormValues,
  useSubmit,
  useTranslation,
} from '@kora/shared';
import { requestPasswordReset } from '@kora/shared/contracts/endpoints';
import { PrivacyConsent } from '../../../common/components/privacy-consent';
import { isEmail } from '../../../common/lib/email';

/** Asks for a reset link; the answer is the same whether or not an account uses that address. */
export function ForgotPassword() {
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
    const asked = await form.run(() => http.call(requestPasswordReset, { body: { email } }), {
      failure: t('forgot.failed'),
    });
    if (asked) setSent(true);
  }

  return (
    <>
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
    </>
  );
}
