import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormMessage, href, isApiError, SubmitButton, TextField, useSessionStore, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { signIn } from '../api';
import { SocialSignIn } from '../components/social-sign-in';
import { useNavigationNotice } from '../lib/navigation-notice';
import '../components/account-forms.css';

/** How long 'Connexion réussie ! Redirection...' stays before the home page. */
export const SIGNED_IN_REDIRECT_MS = 1000;

export function SignInPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const notice = useNavigationNotice();
  const [values, setValues] = useState({ username: '', password: '' });
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const required = {
      username: values.username.trim() ? undefined : t('form.required'),
      password: values.password ? undefined : t('form.required'),
    };
    setMissing(required);
    if (required.username || required.password) {
      setError(t('form.fixErrors'));
      return;
    }
    setSubmitting(true);
    try {
      const { token, user } = await signIn(values.username.trim(), values.password);
      useSessionStore
        .getState()
        .signIn({ token, username: user?.username ?? values.username.trim(), email: user?.email ?? null });
      setSignedIn(true);
      redirect.current = setTimeout(() => navigate(href('home')), SIGNED_IN_REDIRECT_MS);
    } catch (failure) {
      const reachedServer = isApiError(failure) && failure.status !== 0;
      const reason = failure instanceof Error ? failure.message : String(failure);
      setError(reachedServer ? reason : t('signIn.unreachable', { reason }));
      setSubmitting(false);
    }
  }

  return (
    <ScreenFrame area="account" screen="signIn">
      <div className="kora-account-card">
        {notice && !signedIn && <FormMessage kind="error">{notice}</FormMessage>}
        {signedIn ? (
          <FormMessage kind="success">{t('signIn.success')}</FormMessage>
        ) : (
          <>
            <form className="kora-form" onSubmit={submit} noValidate>
              <TextField
                label={t('fields.usernameOrEmail')}
                name="username"
                autoComplete="username"
                value={values.username}
                onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
                error={missing.username}
              />
              <TextField
                label={t('fields.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
                error={missing.password}
              />
              <FormMessage kind="error">{error}</FormMessage>
              <SubmitButton submitting={submitting}>
                {submitting ? t('signIn.submitting') : t('signIn.submit')}
              </SubmitButton>
              <Link className="kora-account-card__forgot" to={href('forgot')}>
                {t('signIn.forgotLink')}
              </Link>
            </form>
            <SocialSignIn />
            <p className="kora-account-card__alt">
              {t('signIn.noAccount')} <Link to={href('register')}>{t('signIn.registerLink')}</Link>
            </p>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
