import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FormMessage,
  href,
  isApiError,
  SubmitButton,
  TextField,
  useSessionStore,
  useFormValues,
  useSubmit,
  useTranslation,
  type FailureReport,
} from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import { signIn } from '../api';
import { SocialSignIn } from '../components/social-sign-in';
import { SignInNotice } from '../components/sign-in-notice';
import { accountScreenPath, useSignInVisit } from '../lib/sign-in-visit';
import '../components/account-forms.css';

/** How long 'Connexion réussie ! Redirection...' stays before the page the user came from (or home). */
export const SIGNED_IN_REDIRECT_MS = 1000;

export function SignInPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const visit = useSignInVisit('signIn');
  const [signedIn, setSignedIn] = useState(false);
  const form = useSubmit();
  const { values, field } = useFormValues({ username: '', password: '' }, form.fieldErrors);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  /** The server's own explanation when it answered; else why it could not be reached. */
  function failureOf(failure: unknown): FailureReport {
    const reason = failure instanceof Error ? failure.message : String(failure);
    const reachedServer = isApiError(failure) && failure.status !== 0;
    return { text: reachedServer ? reason : t('signIn.unreachable', { reason }) };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const username = values.username.trim();
    const missing = {
      username: username ? undefined : t('form.required'),
      password: values.password ? undefined : t('form.required'),
    };
    if (missing.username || missing.password) return form.fail(t('form.fixErrors'), missing);
    const done = await form.run(() => signIn(username, values.password), { failure: failureOf });
    if (!done) return;
    const { token, user } = done.answer;
    useSessionStore.getState().signIn({ token, username: user?.username ?? username, email: user?.email ?? null });
    setSignedIn(true);
    // Replaced, so Back from that page does not return to a sign-in screen with nothing left to do.
    redirect.current = setTimeout(() => navigate(visit.next, { replace: true }), SIGNED_IN_REDIRECT_MS);
  }

  if (visit.signedIn) return null;

  return (
    <ScreenFrame area="account" screen="signIn">
      <div className="kora-account-card">
        {!signedIn && <SignInNotice notice={visit.notice} />}
        {signedIn ? (
          <FormMessage kind="success">{t('signIn.success')}</FormMessage>
        ) : (
          <>
            <form className="kora-form" onSubmit={submit} noValidate>
              <TextField label={t('fields.usernameOrEmail')} autoComplete="username" {...field('username')} />
              <TextField
                label={t('fields.password')}
                type="password"
                autoComplete="current-password"
                {...field('password')}
              />
              <FormMessage kind="error">{form.outcome?.text}</FormMessage>
              <SubmitButton submitting={form.submitting}>
                {form.submitting ? t('signIn.submitting') : t('signIn.submit')}
              </SubmitButton>
              <Link className="kora-account-card__forgot" to={href('forgot')}>
                {t('signIn.forgotLink')}
              </Link>
            </form>
            <SocialSignIn next={visit.next} />
            <p className="kora-account-card__alt">
              {t('signIn.noAccount')}{' '}
              <Link to={accountScreenPath('register', visit.next)}>{t('signIn.registerLink')}</Link>
            </p>
          </>
        )}
      </div>
    </ScreenFrame>
  );
}
